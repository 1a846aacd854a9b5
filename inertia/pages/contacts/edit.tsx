import { useForm } from '@inertiajs/react'
import type { ContactEditProps } from '~/props/contacts'
import { urlFor } from '~/client'
import { FormPage, SubmitOrCancel } from '~/components/form/form_page'
import { ContactForm, toContactFormData } from '~/components/contacts/contact_form'

export default function ContactEdit({ contact, can: _can, ...choices }: ContactEditProps) {
  const form = useForm(toContactFormData(contact))
  const id = { id: contact.id }
  return (
    <FormPage title={`Modifier ${contact.nomComplet}`}>
      <ContactForm
        form={form}
        editedId={contact.id}
        {...choices}
        onSubmit={() => form.put(urlFor('contacts.update', id))}
        actions={
          <SubmitOrCancel
            label="Enregistrer"
            processing={form.processing}
            cancelHref={urlFor('contacts.show', id)}
          />
        }
      />
    </FormPage>
  )
}
