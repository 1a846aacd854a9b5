import { Head } from '@inertiajs/react'
import type { ContactCreateProps } from '../../../app/transformers/contact_transformer'

/* Placeholder so the page exists; the shell replaces its content. */
export default function ContactsCreate(_props: ContactCreateProps) {
  return (
    <>
      <Head title="Contacts" />
      <h1>Nouveau contact</h1>
    </>
  )
}
