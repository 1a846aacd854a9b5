import { useForm } from '@inertiajs/react'
import type { ContactCreateProps } from '~/props/contacts'
import { urlFor } from '~/client'
import { FormPage, SubmitOrCancel } from '~/components/form/form_page'
import { ContactForm, toContactFormData } from '~/components/contacts/contact_form'
import { usePresetSociete } from '~/lib/preset_societe'

export default function ContactCreate({ can: _can, ...choices }: ContactCreateProps) {
  const form = useForm(toContactFormData({ societeId: usePresetSociete(choices.societes) }))
  return (
    <FormPage
      title="Nouveau contact"
      subtitle="Les champs marqués d'un astérisque sont obligatoires."
    >
      <ContactForm
        form={form}
        {...choices}
        onSubmit={() => form.post(urlFor('contacts.store'))}
        actions={
          <SubmitOrCancel
            label="Créer le contact"
            processing={form.processing}
            cancelHref={urlFor('contacts.index')}
          />
        }
      />
    </FormPage>
  )
}
