import { CopyCheck, FileUp, Plus } from 'lucide-react'
import { urlFor } from '~/client'
import { LinkButton } from '~/components/link_button'

/** The lists that import files and find duplicates. */
type ImportingList = 'contacts' | 'societes'

/** "Importer" and "Doublons", before a list's export (for those who may write). */
export function ImportLinks({ list }: { list: ImportingList }) {
  return (
    <>
      <LinkButton href={urlFor(`${list}.import.create`)} variant="secondary">
        <FileUp className="size-4" aria-hidden="true" /> Importer
      </LinkButton>
      <LinkButton href={urlFor(`${list}.doublons`)} variant="secondary">
        <CopyCheck className="size-4" aria-hidden="true" /> Doublons
      </LinkButton>
    </>
  )
}

/** An empty list's first actions: add the first record ("Ajouter un contact"), or import a file. */
export function AddOrImport({ list, label }: { list: ImportingList; label: string }) {
  return (
    <>
      <LinkButton href={urlFor(`${list}.create`)}>
        <Plus className="size-4" aria-hidden="true" /> {label}
      </LinkButton>
      <LinkButton href={urlFor(`${list}.import.create`)} variant="secondary">
        <FileUp className="size-4" aria-hidden="true" /> Importer un fichier
      </LinkButton>
    </>
  )
}
