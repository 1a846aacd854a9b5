import { errors as vineErrors } from '@vinejs/vine'

/* A row's fate in the plan an import's dry run shows and its slices carry out. */

export type RowStatus = 'créé' | 'mis à jour' | 'ignoré (doublon)' | 'erreur'
export type PlannedRow = {
  /** The row's line in the file (the header is line 1). */
  line: number
  status: RowStatus
  message?: string
  /** The société that will be created for it, when it does not exist yet. */
  newSociete?: string
  data?: Record<string, unknown>
  societeName?: string | null
  /** Its société, as the société form's validator returned it (created when new). */
  societe?: { nom: string } & Record<string, unknown>
  existingId?: number
}

/**
 * A row's fate as the dry run tells it, before anything is written (future
 * tense: "à créer"); the statuses themselves are what the import did.
 */
export const PLANNED_LABELS = {
  'créé': 'à créer',
  'mis à jour': 'à mettre à jour',
  'ignoré (doublon)': 'à ignorer (doublon)',
  'erreur': 'erreur',
} as const satisfies Record<RowStatus, string>
export type PlannedLabel = (typeof PLANNED_LABELS)[RowStatus]

/** The dry run's counts per planned fate ("à créer": 2…), all four always present. */
export function plannedCounts(planned: PlannedRow[]) {
  const counts = countsOf(planned)
  return Object.fromEntries(
    (Object.keys(counts) as RowStatus[]).map((status) => [PLANNED_LABELS[status], counts[status]])
  ) as Record<PlannedLabel, number>
}

/** Counts per status, for the dry run and the result. */
export function countsOf(planned: PlannedRow[]) {
  const counts: Record<RowStatus, number> = {
    'créé': 0,
    'mis à jour': 0,
    'ignoré (doublon)': 0,
    'erreur': 0,
  }
  for (const row of planned) counts[row.status]++
  return counts
}

/** A rejected row's message: the validator's first one (any other error is thrown again). */
export function validationMessage(error: unknown, fallback: string) {
  if (!(error instanceof vineErrors.E_VALIDATION_ERROR)) throw error
  const first = (error.messages as { message: string }[])[0]
  return first?.message ?? fallback
}
