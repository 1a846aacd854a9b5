import { Head } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { ArrowLeft, UserRound } from 'lucide-react'
import type { EsidoorContactShowProps } from '~/props/esidoor'
import { urlFor } from '~/client'
import { ContactDetails, ContactHeader } from '~/components/contacts/contact_details'
import { formatDate } from '~/lib/format'

/* Any professional's contact seen from e-sidoor, read-only (docs/product.md §4 pro/contacts/show). */
export default function EsidoorContactShow({ contact, offres }: EsidoorContactShowProps) {
  return (
    <>
      <Head title={contact.nomComplet} />
      <Link
        href={urlFor('esidoor.contacts.index')}
        className="mb-3 inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" /> Tous les contacts
      </Link>
      {contact.deletedAt && (
        <div
          role="status"
          className="mb-6 rounded-lg bg-amber-100 px-5 py-3 text-sm text-amber-950"
        >
          Ce contact est dans la corbeille depuis le {formatDate(contact.deletedAt)}.
        </div>
      )}
      <div className="mb-6">
        <ContactHeader contact={contact} />
      </div>
      <ContactDetails
        contact={contact}
        offres={offres}
        extraLine={{
          icon: <UserRound className="size-4" />,
          content: contact.owner ? (
            <Link
              href={urlFor('esidoor.pros.show', { id: contact.owner.id })}
              prefetch
              className="text-primary hover:underline"
            >
              {contact.owner.name}
            </Link>
          ) : (
            '—'
          ),
        }}
      />
    </>
  )
}
