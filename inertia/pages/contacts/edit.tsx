import { useForm } from '@inertiajs/react'
import type { ContactEditProps } from '~/props/contacts'
import { editFormProps, FormPage } from '~/components/form/form_page'
import { ContactForm, toContactFormData } from '~/components/contacts/contact_form'

export default function ContactEdit({ contact, can: _can, ...choices }: ContactEditProps) {
  const form = useForm(toContactFormData(contact))
  return (
    <FormPage title={`Modifier ${contact.nomComplet}`}>
      <ContactForm
        editedId={contact.id}
        {...choices}
        {...editFormProps(form, 'contacts', contact.id)}
      />
    </FormPage>
  )
}
