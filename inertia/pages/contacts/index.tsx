import { Head } from '@inertiajs/react'
import type { ContactIndexProps } from '../../../app/transformers/contact_transformer'

/* Placeholder so the page exists; the shell replaces its content. */
export default function ContactsIndex(_props: ContactIndexProps) {
  return (
    <>
      <Head title="Contacts" />
      <h1>Contacts</h1>
    </>
  )
}
