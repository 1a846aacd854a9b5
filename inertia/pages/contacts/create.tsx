import { useForm } from '@inertiajs/react'
import type { ContactCreateProps } from '~/props/contacts'
import { createFormProps, FormPage } from '~/components/form/form_page'
import { ContactForm, toContactFormData } from '~/components/contacts/contact_form'
import { usePresetSociete } from '~/lib/preset_societe'

export default function ContactCreate({ can: _can, ...choices }: ContactCreateProps) {
  const form = useForm(toContactFormData({ societeId: usePresetSociete(choices.societes) }))
  return (
    <FormPage
      title="Nouveau contact"
      subtitle="Les champs marqués d'un astérisque sont obligatoires."
    >
      <ContactForm {...choices} {...createFormProps(form, 'contacts', 'Créer le contact')} />
    </FormPage>
  )
}
