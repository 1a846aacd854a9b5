/*
| Importing contacts or sociétés from a spreadsheet (docs/product.md,
| "Import"), in app/services/data_tools/import/:
| - fields.ts: the columns mapped to fields (French and English headers
|   recognised), the fields being the catalogues' (app/catalogues) with import
|   aliases;
| - plan.ts, plan_societe.ts: every row checked by its form's own validator,
|   a contact matched on its e-mail with the owner's contacts ("mis à jour"
|   when asked, else "ignoré (doublon)"), its société found by name among the
|   owner's or created (the name checked by the société form's validator
|   first), a société matched on its SIRET; every cell cleaned as the
|   clean-input middleware cleans a form field (cells.ts). The dry run and the
|   import share one plan, so what the dry run says is what the import does;
| - run.ts: the import runs in slices of SLICE rows (a progress bar for big
|   files); it is one batch all the same;
| - undo.ts: "Annuler cet import" trashes what it created and puts back what
|   it changed.
| This module is the import's one entry point for controllers.
*/

export {
  IMPORT_FIELDS,
  CONTACT_IMPORT_FIELDS,
  SOCIETE_IMPORT_FIELDS,
  autoMapping,
  type ImportField,
  type ImportFieldSpec,
  type ImportKind,
  type Mapping,
} from '#services/data_tools/import/fields'
export { matchingData } from '#services/data_tools/import/matching'
export {
  PLANNED_LABELS,
  countsOf,
  plannedCounts,
  type PlannedLabel,
  type PlannedRow,
  type RowStatus,
} from '#services/data_tools/import/planned'
export { planRows } from '#services/data_tools/import/plan'
export { SLICE, runSlice } from '#services/data_tools/import/run'
export { undoImport } from '#services/data_tools/import/undo'
