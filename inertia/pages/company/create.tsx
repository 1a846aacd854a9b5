import { Head } from '@inertiajs/react'
import type { SocieteCreateProps } from '../../../app/transformers/societe_transformer'

/* Placeholder so the page exists; the shell replaces its content. */
export default function CompanyCreate(_props: SocieteCreateProps) {
  return (
    <>
      <Head title="Sociétés" />
      <h1>Nouvelle société</h1>
    </>
  )
}
