import type User from '#models/user'
import { FORMES_JURIDIQUES } from '#models/societe'
import { societeValidator } from '#validators/societe'
import type { ImportField } from '#services/data_tools/import/fields'
import { headerKey, siretKey } from '#services/data_tools/import/cells'
import { rowInput } from '#services/data_tools/import/input'
import { type Matching, fileKeysOf } from '#services/data_tools/import/matching'
import { nameKey } from '#services/data_tools/doublons'
import { type PlannedRow, validationMessage } from '#services/data_tools/import/planned'

/** A row's cell for a field, cleaned (null when empty or not mapped). */
export type Cell = (field: ImportField) => string | null

/** The société a contact row names, checked as the société form checks its name. */
export async function societeOf(user: User, nom: string | null) {
  if (nom === null) return null
  try {
    return { societe: await societeValidator.validate({ nom }, { meta: { userId: user.id } }) }
  } catch (error) {
    return { message: `Société : ${validationMessage(error, 'nom invalide.')}` }
  }
}

/** A société row: matched on its SIRET, checked by the société form's validator. */
export async function planSociete(
  user: User,
  line: number,
  cell: Cell,
  update: boolean,
  matching: Matching,
  seen: Set<string>,
  ownIds: Set<number>
): Promise<PlannedRow> {
  const siret = siretKey(cell('siret'))
  const keys = fileKeysOf('societes', cell)
  /* A SIRET names one establishment: a row with one is matched by it, a row without by its name. */
  const earlier = keys.find((key) => seen.has(key) && (!siret || key.startsWith('siret:')))
  if (earlier) {
    return {
      line,
      status: 'ignoré (doublon)',
      message: earlier.startsWith('siret:')
        ? 'SIRET déjà présent plus haut dans le fichier.'
        : 'Même raison sociale plus haut dans le fichier.',
    }
  }
  for (const key of keys) seen.add(key)
  const bySiret = siret ? matching.sirets.get(siret) : undefined
  const byName = matching.societes.get(nameKey(cell('nom')))
  /* The same name is the same société unless both have a SIRET (two establishments). */
  const sameName =
    byName !== undefined && (!siret || !matching.siretOf.get(byName)) ? byName : undefined
  const existingId = bySiret ?? sameName
  if (existingId !== undefined && (!update || ownIds.has(existingId))) {
    return {
      line,
      status: 'ignoré (doublon)',
      message:
        bySiret !== undefined
          ? 'Une société a déjà ce SIRET.'
          : 'Une société a déjà cette raison sociale.',
    }
  }
  const input = rowInput('societes', cell, {
    formeJuridique: (forme) =>
      FORMES_JURIDIQUES.find((value) => headerKey(value) === headerKey(forme)) ?? forme,
  })
  try {
    const data = await societeValidator.validate(input, {
      meta: { userId: user.id, societeId: existingId },
    })
    /* The form's default country is for new sociétés: an update without one keeps the current one. */
    if (existingId !== undefined && !input.pays) delete (data as { pays?: string }).pays
    return {
      line,
      status: existingId === undefined ? 'créé' : 'mis à jour',
      data,
      societeName: null,
      existingId,
    }
  } catch (error) {
    return { line, status: 'erreur', message: validationMessage(error, 'Ligne invalide.') }
  }
}
