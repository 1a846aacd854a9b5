import { Head, router } from '@inertiajs/react'
import { Pencil, RotateCcw, Trash2 } from 'lucide-react'
import type { ContactShowProps } from '../../../app/transformers/contact_transformer'
import { urlFor } from '~/client'
import { LinkButton } from '~/components/link_button'
import { ContactDetails, ContactHeader } from '~/components/contacts/contact_details'
import { confirmDelete } from '~/lib/confirm'
import { formatDate } from '~/lib/format'

export default function ContactShow({ contact, offres, can }: ContactShowProps) {
  const id = { id: contact.id }
  return (
    <>
      <Head title={contact.nomComplet} />
      {contact.deletedAt && (
        <div
          role="status"
          className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-lg bg-amber-100 px-5 py-3 text-sm text-amber-950"
        >
          <span>Ce contact est dans la corbeille depuis le {formatDate(contact.deletedAt)}.</span>
          {can.restore && (
            <button
              type="button"
              onClick={() => router.put(urlFor('contacts.restore', id))}
              className="inline-flex items-center gap-1.5 font-semibold underline underline-offset-2"
            >
              <RotateCcw className="size-4" aria-hidden="true" /> Restaurer
            </button>
          )}
        </div>
      )}
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <ContactHeader contact={contact} />
        <div className="flex flex-wrap gap-2">
          {can.update && !contact.deletedAt && (
            <LinkButton href={urlFor('contacts.edit', id)}>
              <Pencil className="size-4" aria-hidden="true" /> Modifier
            </LinkButton>
          )}
          {can.delete && !contact.deletedAt && (
            <button
              type="button"
              onClick={async () => {
                if (await confirmDelete(`Mettre « ${contact.nomComplet} » à la corbeille ?`))
                  router.delete(urlFor('contacts.destroy', id))
              }}
              className="inline-flex items-center gap-2 rounded-md border border-red-200 px-4 py-2 text-sm font-semibold text-red-700 hover:bg-red-50 dark:border-red-400/40 dark:text-red-300 dark:hover:bg-red-900/30"
            >
              <Trash2 className="size-4" aria-hidden="true" /> Supprimer
            </button>
          )}
        </div>
      </div>

      <ContactDetails
        contact={contact}
        offres={offres}
        societeHref={(societeId) => urlFor('societes.edit', { id: societeId })}
        offreHref={(offreId) => urlFor('offres.edit', { id: offreId })}
      />
    </>
  )
}
