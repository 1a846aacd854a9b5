import type User from '#models/user'
import { contactValidator } from '#validators/contact'
import type { ImportKind, Mapping } from '#services/data_tools/import/fields'
import { cellValue, headerKey } from '#services/data_tools/import/cells'
import { rowInput } from '#services/data_tools/import/input'
import { type Matching, fileKeysOf } from '#services/data_tools/import/matching'
import { contactNameKey, nameKey } from '#services/data_tools/doublons'
import { type PlannedRow, validationMessage } from '#services/data_tools/import/planned'
import { type Cell, planSociete, societeOf } from '#services/data_tools/import/plan_societe'

/*
| The plan of an import: every row checked by its form's own validator and
| matched with the owner's records by the keys "Doublons" uses (matching.ts).
| The dry run and the import share it, so what the dry run says is what the
| import does, and a row it calls new is no duplicate of a record.
*/

const CIVILITE: Record<string, 'M.' | 'Mme'> = {
  m: 'M.',
  mr: 'M.',
  monsieur: 'M.',
  mme: 'Mme',
  madame: 'Mme',
  mrs: 'Mme',
  ms: 'Mme',
  mlle: 'Mme',
}

/**
 * The plan of rows `from`…`to` (indices in the parsed rows): each row's
 * status, and what to write. `seen` carries the keys met earlier in the file
 * (fileKeysOf), `ownIds` the records this import created (not duplicates to update).
 */
export async function planRows(
  user: User,
  kind: ImportKind,
  rows: string[][],
  mapping: Mapping,
  update: boolean,
  matching: Matching,
  from = 0,
  to = rows.length,
  seen = new Set<string>(),
  ownIds = new Set<number>()
) {
  const planned: PlannedRow[] = []
  const newSocietes = new Set<string>()
  for (let index = from; index < Math.min(to, rows.length); index++) {
    const row = rows[index]
    const line = index + 2
    const cell: Cell = (field) => {
      const column = mapping[field]
      return cellValue(column === undefined ? '' : (row[column] ?? ''), field)
    }
    if (kind === 'societes') {
      planned.push(await planSociete(user, line, cell, update, matching, seen, ownIds))
      continue
    }
    const input = rowInput('contacts', cell, {
      civilite: (value) => CIVILITE[headerKey(value)] ?? value,
    })
    let data: Record<string, unknown>
    try {
      data = await contactValidator.validate(input, { meta: { userId: user.id } })
    } catch (error) {
      planned.push({ line, status: 'erreur', message: validationMessage(error, 'Ligne invalide.') })
      continue
    }
    const checked = await societeOf(user, cell('societe'))
    if (checked && 'message' in checked) {
      planned.push({ line, status: 'erreur', message: checked.message })
      continue
    }
    const societe = checked?.societe
    const email = (data.email as string | null)?.toLowerCase() ?? null
    const societeName = societe ? societe.nom : null
    const societeKey = societeName ? nameKey(societeName) || null : null
    const societeId = societeKey ? matching.societes.get(societeKey) : null
    const newSociete =
      societeKey && societeId === undefined && !newSocietes.has(societeKey)
        ? societeName!
        : undefined
    const keys = fileKeysOf('contacts', cell)
    const earlier = keys.find((key) => seen.has(key))
    if (earlier) {
      planned.push({
        line,
        status: 'ignoré (doublon)',
        message: earlier.startsWith('email:')
          ? 'E-mail déjà présent plus haut dans le fichier.'
          : `Même nom${societeKey ? ' et même société' : ''} plus haut dans le fichier.`,
      })
      continue
    }
    for (const key of keys) seen.add(key)
    const byEmail = email ? matching.emails.get(email) : undefined
    /* A société still to create has no contacts yet. */
    const sameName =
      societeId === undefined
        ? null
        : contactNameKey(societeId, data.prenom as string | null, data.nom as string)
    const byName = sameName ? matching.names.get(sameName) : undefined
    const existingId = byEmail ?? byName
    if (existingId !== undefined && (!update || ownIds.has(existingId))) {
      planned.push({
        line,
        status: 'ignoré (doublon)',
        message:
          byEmail !== undefined
            ? 'Un contact a déjà cet e-mail.'
            : `Un contact du même nom existe déjà${societeKey ? ' dans cette société' : ''}.`,
      })
      continue
    }
    if (societeKey && newSociete) newSocietes.add(societeKey)
    /* The form's default statut is for new contacts: an update without one keeps the current one. */
    if (existingId !== undefined && !input.statut) delete data.statut
    planned.push({
      line,
      status: existingId === undefined ? 'créé' : 'mis à jour',
      data,
      societeName,
      societe,
      existingId,
      ...(newSociete ? { newSociete } : {}),
    })
  }
  return planned
}
