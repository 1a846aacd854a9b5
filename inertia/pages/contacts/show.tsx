import { Head } from '@inertiajs/react'
import type { ContactShowProps } from '../../../app/transformers/contact_transformer'

/* Placeholder so the page exists; the shell replaces its content. */
export default function ContactsShow(_props: ContactShowProps) {
  return (
    <>
      <Head title="Contacts" />
      <h1>Contact</h1>
    </>
  )
}
