/*
| Shared helpers for the contact functional tests. Signing in and reading
| field errors work as for the companies.
*/
import type { ApiClient, ApiResponse } from '@japa/api-client'
import type { ExtractFactoryAttributes } from '@adonisjs/lucid/types/factory'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import Contact from '#models/contact'
import type Societe from '#models/societe'
import Fusion from '#models/fusion'
import { ContactFactory } from '#database/factories/contact_factory'
import { SocieteFactory } from '#database/factories/societe_factory'
import { UserFactory } from '#database/factories/user_factory'
import { aContact, aSociete } from '#tests/helpers/owned_records'
import { route } from '#tests/helpers/routes'
import { sendJsonAs } from '#tests/helpers/as_user'
import { withStub } from '#tests/helpers/with_stub'

export { as, fieldErrors } from '../societes/helpers.js'

/** A complete, valid contact form as the browser posts it (add an owned `societeId`). */
export const VALID_FORM = {
  civilite: 'Mme',
  prenom: 'Camille',
  nom: 'Roussel',
  email: 'Camille.Roussel@Numeria-Conseil.fr',
  telephone: '04.78.42.17.30',
  mobile: '+33 6 12 34 56 78',
  fonction: 'Directrice des ressources humaines',
  ville: 'Lyon',
  statut: 'client',
  notes: '<p>Interlocutrice pour les <strong>stages</strong>.</p>',
}

/** Camille Roussel as the valid form stores her: the e-mail in lower case, the phones spaced. */
export const CAMILLE = {
  ...VALID_FORM,
  civilite: 'Mme' as const,
  statut: 'client' as const,
  email: VALID_FORM.email.toLowerCase(),
  telephone: '04 78 42 17 30',
  mobile: '06 12 34 56 78',
}

/** A new user, and the records `make` creates for them (named as `make` returns them). */
export async function newOwnerWith<Records extends object>(make: (user: User) => Promise<Records>) {
  const user = await UserFactory.create()
  return { user, ...(await make(user)) }
}

/**
 * A user, their société (`societeFields`) and a contact of theirs working there
 * (`fields`): the owner and the first records of most contact tests in one call.
 */
export function contactAt(
  societeFields: ExtractFactoryAttributes<typeof Societe> = {},
  fields: ExtractFactoryAttributes<typeof Contact> = {}
) {
  return newOwnerWith(async (user) => {
    const societe = await aSociete(user, societeFields)
    const contact = await aContact(user, { ...fields, societeId: societe.id })
    return { societe, contact }
  })
}

/**
 * `make` (aContact, aSociete…) for a new user: a function of `make`'s other
 * arguments answering the user and the record, under `key`.
 */
export function forNewOwner<Key extends string, Rest extends unknown[], Made>(
  key: Key,
  make: (user: User, ...rest: Rest) => Promise<Made>
) {
  return (...rest: Rest) =>
    newOwnerWith(async (user) => ({ [key]: await make(user, ...rest) }) as Record<Key, Made>)
}

/** A new user and a contact of theirs (aContact's fields and states), at no société. */
export const ownContact = forNewOwner('contact', aContact)

/** A new user and a société of theirs (aSociete's fields and states). */
export const ownSociete = forNewOwner('societe', aSociete)

/** A new user and their sociétés named `names`, in that order. */
export function userWithSocietes(...names: string[]) {
  return newOwnerWith(async (user) => ({
    societes: await SocieteFactory.merge(names.map((nom) => ({ userId: user.id, nom }))).createMany(
      names.length
    ),
  }))
}

/** Contacts of `user`, one a row of `fields` (over the factory's), in that order. */
export function contactsWith(user: User, rows: ExtractFactoryAttributes<typeof Contact>[]) {
  return ContactFactory.merge(rows.map((row) => ({ ...row, userId: user.id }))).createMany(
    rows.length
  )
}

/** `user` merges the `kind` record `merged` into `kept`, field by field as `choices` say. */
export function fusionAs(
  client: ApiClient,
  user: User,
  kind: 'contacts' | 'societes',
  [kept, merged]: { id: number }[],
  choices: Partial<Record<string, string>> = {}
) {
  return sendJsonAs(client, user, route(`${kind}.fusion.store`), {
    kept: kept.id,
    merged: merged.id,
    choices,
  })
}

/** The same merge while recording it fails half-way: a 500. */
export function failedFusion(...args: Parameters<typeof fusionAs>) {
  const failing = (() => Promise.reject(new Error('panne simulée'))) as typeof Fusion.create
  return withStub(Fusion, 'create', failing, async () => {
    const response = await fusionAs(...args)
    response.assertStatus(500)
  })
}

/** A user, their société Numéria Conseil and Camille Roussel working there (`fields` over hers). */
export function camilleAtNumeria(fields: ExtractFactoryAttributes<typeof Contact> = {}) {
  return contactAt({ nom: 'Numéria Conseil' }, { ...CAMILLE, ...fields })
}

/** The contact row as stored now (fresh from the database). */
export function reload(contact: Contact) {
  return Contact.findOrFail(contact.id)
}

/** Every stored column of the contact, to compare before and after a request. */
export async function snapshot(contact: Contact) {
  const stored = await reload(contact)
  return stored.serialize()
}

/** `count` contacts of `user` named "<prefix> 01", "<prefix> 02"… so their order is known. */
export function contactsOf(user: User, count: number, prefix = 'Contact', societeId?: number) {
  const names = Array.from(
    { length: count },
    (_, i) => `${prefix} ${String(i + 1).padStart(2, '0')}`
  )
  return ContactFactory.merge(
    names.map((nom) => ({ nom, prenom: null, userId: user.id, societeId: societeId ?? null }))
  ).createMany(count)
}

/**
 * `count` contacts of `user` at `societeId` in a few multi-row inserts: far
 * faster than the factory for the large lists of the query-count test.
 */
export async function insertContacts(user: User, societeId: number, count: number) {
  const now = DateTime.utc().toFormat('yyyy-LL-dd HH:mm:ss')
  const rows = Array.from({ length: count }, (_, i) => ({
    user_id: user.id,
    societe_id: societeId,
    prenom: 'Prénom',
    nom: `Vrac ${String(i + 1).padStart(4, '0')}`,
    email: `vrac${i + 1}@example.fr`,
    statut: 'prospect',
    created_at: now,
    updated_at: now,
  }))
  for (let start = 0; start < count; start += 200) {
    await db.table('contacts').multiInsert(rows.slice(start, start + 200))
  }
}

/** Full names in a list page's rows, in order. */
export function namesIn(response: ApiResponse): string[] {
  return (response.inertiaProps.contacts.data as { nomComplet: string }[]).map(
    (row) => row.nomComplet
  )
}
