import { Mail } from 'lucide-react'
import type { ContactShowProps } from '~/props/contacts'
import { urlFor } from '~/client'
import { LinkButton } from '~/components/link_button'
import { ContactDetails, ContactHeader } from '~/components/contacts/contact_details'
import { DeleteButton } from '~/components/record_trash'
import { EditLink, RecordHead, RecordHeading } from '~/components/record_page'
import { ActiviteBlock } from '~/components/activite/activite_block'

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
      <RecordHead resource="contacts" record={contact} title={contact.nomComplet} can={can} />
      <RecordHeading
        actions={
          <>
            {can.update && !contact.deletedAt && (
              <LinkButton href={urlFor('contacts.email', id)} variant="secondary">
                <Mail className="size-4" aria-hidden="true" /> Envoyer un e-mail
              </LinkButton>
            )}
            {can.update && !contact.deletedAt && <EditLink href={urlFor('contacts.edit', id)} />}
            {can.delete && !contact.deletedAt && (
              <DeleteButton name={contact.nomComplet} url={urlFor('contacts.destroy', id)} />
            )}
          </>
        }
      >
        <ContactHeader contact={contact} />
      </RecordHeading>

      <ContactDetails
        contact={contact}
        offres={offres}
        societeHref={(societeId) => urlFor('societes.show', { id: societeId })}
        offreHref={(offreId) => urlFor('offres.edit', { id: offreId })}
      />
      {activity && (
        <ActiviteBlock
          activity={activity}
          url={urlFor('activite.contact', id)}
          contactId={contact.deletedAt ? undefined : contact.id}
          offres={interactionOffres}
        />
      )}
    </>
  )
}
