import { Head } from '@inertiajs/react'
import type { SocieteIndexProps } from '../../../app/transformers/societe_transformer'

/* Placeholder so the page exists; the shell replaces its content. */
export default function CompanyIndex(_props: SocieteIndexProps) {
  return (
    <>
      <Head title="Sociétés" />
      <h1>Sociétés</h1>
    </>
  )
}
