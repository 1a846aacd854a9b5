import { Head } from '@inertiajs/react'
import { Mail, Pencil } from 'lucide-react'
import type { ContactShowProps } from '~/props/contacts'
import { urlFor } from '~/client'
import { LinkButton } from '~/components/link_button'
import { ContactDetails, ContactHeader } from '~/components/contacts/contact_details'
import { DeleteButton, TrashedNotice } from '~/components/record_trash'
import { ActivityBlock } from '~/components/activity/activity_block'

export default function ContactShow({
  contact,
  offres,
  can,
  activity,
  interactionOffres,
}: ContactShowProps) {
  const id = { id: contact.id }
  return (
    <>
      <Head title={contact.nomComplet} />
      {contact.deletedAt && (
        <TrashedNotice
          subject="Ce contact"
          deletedAt={contact.deletedAt}
          restoreUrl={can.restore && urlFor('contacts.restore', id)}
        />
      )}
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <ContactHeader contact={contact} />
        <div className="flex flex-wrap gap-2">
          {can.update && !contact.deletedAt && (
            <LinkButton href={urlFor('contacts.email', id)} variant="secondary">
              <Mail className="size-4" aria-hidden="true" /> Envoyer un e-mail
            </LinkButton>
          )}
          {can.update && !contact.deletedAt && (
            <LinkButton href={urlFor('contacts.edit', id)}>
              <Pencil className="size-4" aria-hidden="true" /> Modifier
            </LinkButton>
          )}
          {can.delete && !contact.deletedAt && (
            <DeleteButton name={contact.nomComplet} url={urlFor('contacts.destroy', id)} />
          )}
        </div>
      </div>

      <ContactDetails
        contact={contact}
        offres={offres}
        societeHref={(societeId) => urlFor('societes.show', { id: societeId })}
        offreHref={(offreId) => urlFor('offres.edit', { id: offreId })}
      />
      {activity && (
        <ActivityBlock
          activity={activity}
          url={urlFor('timelines.contact', id)}
          contactId={contact.deletedAt ? undefined : contact.id}
          offres={interactionOffres}
        />
      )}
    </>
  )
}
