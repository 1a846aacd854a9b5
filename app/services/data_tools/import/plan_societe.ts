import type User from '#models/user'
import { FORMES_JURIDIQUES } from '#models/societe'
import { societeValidator } from '#validators/societe'
import type { ImportField } from '#services/data_tools/import/fields'
import { headerKey, siretKey } from '#services/data_tools/import/cells'
import { rowInput } from '#services/data_tools/import/input'
import type { Matching } from '#services/data_tools/import/matching'
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
  if (siret && seen.has(siret)) {
    return {
      line,
      status: 'ignoré (doublon)',
      message: 'SIRET déjà présent plus haut dans le fichier.',
    }
  }
  if (siret) seen.add(siret)
  const existingId = siret ? matching.sirets.get(siret) : undefined
  if (existingId !== undefined && (!update || ownIds.has(existingId))) {
    return { line, status: 'ignoré (doublon)', message: 'Une société a déjà ce SIRET.' }
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
