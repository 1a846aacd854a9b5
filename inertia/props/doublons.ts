/*
| Props of the "Doublons" pages (app/controllers/doublons_controller.ts).
*/
export type DoublonsKind = 'contacts' | 'societes'

export type DoublonGroup = {
  reasons: string[]
  records: { id: number; label: string; details: string; createdAt: string }[]
}

export type DoublonsIndexProps = { kind: DoublonsKind; groups: DoublonGroup[] }

export type FusionRecord = { id: number; label: string; values: Record<string, string | null> }

export type FusionProps = {
  kind: DoublonsKind
  a: FusionRecord
  b: FusionRecord
  fields: { name: string; label: string; rich: boolean }[]
}
