/* Props of the contact import pages (app/controllers/imports_controller.ts). */
export type ImportStatus = 'parsed' | 'running' | 'done' | 'undone'

export type ImportKind = 'contacts' | 'societes'

export type ImportUploadProps = {
  kind: ImportKind
  recent: { id: number; filename: string; status: ImportStatus; total: number; createdAt: string }[]
}

export type ImportShowProps = {
  kind: ImportKind
  id: number
  filename: string
  status: ImportStatus
  total: number
  headers: string[]
  preview: string[][]
  fields: { name: string; label: string }[]
  mapping: Record<string, number>
  outcome: {
    created: number
    updated: number
    skipped: number
    processed: number
    createdSocietes: number
    rejected: { line: number; cells: string[]; message: string }[]
    rejectedCount: number
  } | null
}

/** A row's fate as the dry run says it, before anything is written. */
export type RowStatus = 'à créer' | 'à mettre à jour' | 'à ignorer (doublon)' | 'erreur'
export type DryRun = {
  counts: Record<RowStatus, number>
  newSocietes: string[]
  rows: { line: number; status: RowStatus; message: string | null }[]
}
