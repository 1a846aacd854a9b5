import { Head, useForm } from '@inertiajs/react'
import type { ContactEditProps } from '../../../app/transformers/contact_transformer'
import { urlFor } from '~/client'
import { Block } from '~/components/block'
import { Button } from '~/components/form/button'
import { LinkButton } from '~/components/link_button'
import { PageHeading } from '~/components/page_heading'
import { ContactForm, toContactFormData } from '~/components/contacts/contact_form'

export default function ContactEdit({ contact, societes, civilites, statuts }: ContactEditProps) {
  const form = useForm(toContactFormData(contact))
  const id = { id: contact.id }
  return (
    <>
      <Head title={`Modifier ${contact.nomComplet}`} />
      <PageHeading title={`Modifier ${contact.nomComplet}`} />
      <Block>
        <ContactForm
          form={form}
          societes={societes}
          civilites={civilites}
          statuts={statuts}
          onSubmit={() => form.put(urlFor('contacts.update', id))}
          actions={
            <>
              <Button processing={form.processing}>Enregistrer</Button>
              <LinkButton href={urlFor('contacts.show', id)} variant="secondary">
                Annuler
              </LinkButton>
            </>
          }
        />
      </Block>
    </>
  )
}
