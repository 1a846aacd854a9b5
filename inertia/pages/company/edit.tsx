import { Head } from '@inertiajs/react'
import type { SocieteEditProps } from '../../../app/transformers/societe_transformer'

/* Placeholder so the page exists; the shell replaces its content. */
export default function CompanyEdit(_props: SocieteEditProps) {
  return (
    <>
      <Head title="Sociétés" />
      <h1>Modifier la société</h1>
    </>
  )
}
