import { Head, useForm } from '@inertiajs/react'
import type { ContactCreateProps } from '../../../app/transformers/contact_transformer'
import { urlFor } from '~/client'
import { Block } from '~/components/block'
import { Button } from '~/components/form/button'
import { LinkButton } from '~/components/link_button'
import { PageHeading } from '~/components/page_heading'
import { ContactForm, toContactFormData } from '~/components/contacts/contact_form'

export default function ContactCreate({ societes, civilites, statuts }: ContactCreateProps) {
  const form = useForm(toContactFormData())
  return (
    <>
      <Head title="Nouveau contact" />
      <PageHeading
        title="Nouveau contact"
        subtitle="Les champs marqués d'un astérisque sont obligatoires."
      />
      <Block>
        <ContactForm
          form={form}
          societes={societes}
          civilites={civilites}
          statuts={statuts}
          onSubmit={() => form.post(urlFor('contacts.store'))}
          actions={
            <>
              <Button processing={form.processing}>Créer le contact</Button>
              <LinkButton href={urlFor('contacts.index')} variant="secondary">
                Annuler
              </LinkButton>
            </>
          }
        />
      </Block>
    </>
  )
}
