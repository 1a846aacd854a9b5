import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import { siretKey } from '#services/data_tools/import/cells'
import type { ImportKind } from '#services/data_tools/import/fields'
import type { Cell } from '#services/data_tools/import/plan_societe'
import { contactNameKey, nameKey, personKey } from '#services/data_tools/doublons'

/*
| What the owner has that rows are matched with, by the keys "Doublons" finds
| duplicates with (app/services/data_tools/doublons.ts): contacts by e-mail,
| then by name at the same société; sociétés by SIRET, then by name (a
| contact's société, a société row). The first record of a key is the match.
*/

/** `rows` by `key` (rows without one left out), the first row of a key kept. */
function byKey<Row>(rows: Row[], key: (row: Row) => string | null, id: (row: Row) => number) {
  const map = new Map<string, number>()
  for (const row of rows) {
    const value = key(row)
    if (value && !map.has(value)) map.set(value, id(row))
  }
  return map
}

export async function matchingData(user: User) {
  const contacts: {
    id: number
    email: string | null
    prenom: string | null
    nom: string
    societe_id: number | null
  }[] = await db
    .from('contacts')
    .select('id', 'email', 'prenom', 'nom', 'societe_id')
    .where('user_id', user.id)
    .whereNull('deleted_at')
    .orderBy('id')
  const societes: { id: number; nom: string; siret: string | null }[] = await db
    .from('societes')
    .select('id', 'nom', 'siret')
    .where('user_id', user.id)
    .whereNull('deleted_at')
    .orderBy('id')
  const id = (row: { id: number }) => Number(row.id)
  return {
    emails: byKey(contacts, (row) => row.email?.toLowerCase() ?? null, id),
    /* "Same name, same société" (contactNameKey), as "Doublons" groups them. */
    names: byKey(contacts, (row) => contactNameKey(row.societe_id, row.prenom, row.nom), id),
    societes: byKey(societes, (row) => nameKey(row.nom) || null, id),
    sirets: byKey(societes, (row) => siretKey(row.siret), id),
    /* A société's SIRET, to tell a namesake establishment from the same one. */
    siretOf: new Map(societes.map((row) => [id(row), siretKey(row.siret)])),
  }
}

export type Matching = Awaited<ReturnType<typeof matchingData>>

/**
 * The keys a row takes in the file (a later row with one of them is a
 * duplicate of it): a contact's e-mail and its name at its société, a
 * société's SIRET and its name. Read from the cells, so the dry run and each
 * slice of the import (which reads the rows before it again) agree.
 */
export function fileKeysOf(kind: ImportKind, cell: Cell) {
  const keys: string[] = []
  if (kind === 'societes') {
    const siret = siretKey(cell('siret'))
    if (siret) keys.push(`siret:${siret}`)
    const nom = nameKey(cell('nom'))
    if (nom) keys.push(`nom:${nom}`)
    return keys
  }
  const email = cell('email')?.toLowerCase()
  if (email) keys.push(`email:${email}`)
  const person = personKey(cell('prenom'), cell('nom'))
  if (person) keys.push(`nom:${nameKey(cell('societe'))}:${person}`)
  return keys
}
