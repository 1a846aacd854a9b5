import { Head } from '@inertiajs/react'
import type { ContactEditProps } from '../../../app/transformers/contact_transformer'

/* Placeholder so the page exists; the shell replaces its content. */
export default function ContactsEdit(_props: ContactEditProps) {
  return (
    <>
      <Head title="Contacts" />
      <h1>Modifier le contact</h1>
    </>
  )
}
