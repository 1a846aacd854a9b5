/*
| Shared helpers for the offer functional tests. Signing in and reading field
| errors work as for the companies.
*/
import type { ApiClient, ApiResponse } from '@japa/api-client'
import type { Assert } from '@japa/assert'
import { DateTime } from 'luxon'
import type User from '#models/user'
import Offre from '#models/offre'
import type Societe from '#models/societe'
import type Contact from '#models/contact'
import { OffreFactory } from '#database/factories/offre_factory'
import { UserFactory } from '#database/factories/user_factory'

import { as, fieldErrors, submit } from '../societes/helpers.js'
import { route } from '#tests/helpers/routes'
import { aContact, aSociete } from '#tests/helpers/owned_records'

type OffreState = Parameters<typeof OffreFactory.apply>[0]

export {
  BAD_LIST_QUERIES,
  as,
  fellBack,
  fieldErrors,
  listedWith,
  submit,
  visit,
} from '../societes/helpers.js'

/** A day counted from today, as a date input posts it (YYYY-MM-DD). */
export function day(days: number) {
  return DateTime.now().setZone('Europe/Paris').plus({ days }).toISODate()!
}

/** A complete, valid offer form as the browser posts it (add an owned `societeId`). */
export const VALID_FORM = {
  titre: 'Développeur full-stack TypeScript',
  typeContrat: 'CDI',
  lieu: 'Lyon',
  teletravail: 'partiel',
  salaireMin: '42000',
  salaireMax: '50000',
  /* One applies before starting: the deadline comes first. */
  dateLimite: day(14),
  dateDebut: day(30),
  description: '<p>Vous rejoignez une équipe de <strong>six développeurs</strong>.</p>',
  profil: '<p>Trois ans d’expérience.</p>',
}

/** The list's filters when none is asked. */
export const NO_FILTERS = {
  search: null,
  statut: null,
  typeContrat: null,
  societe: null,
  sort: null,
  order: null,
  corbeille: null,
}

/** A pro with one company, ready to post offers for it. */
export async function proWithSociete(user: User) {
  const societe = await aSociete(user, { nom: 'Numéria Conseil' })
  return societe
}

/** A new pro and their company (Numéria Conseil). */
export async function proAndSociete() {
  const user = await UserFactory.create()
  const societe = await proWithSociete(user)
  return { user, societe }
}

/** A new pro, their company (Numéria Conseil) and a contact there (`fields` over the factory's). */
export async function proWithContact(fields: Partial<Contact> = {}) {
  const { user, societe } = await proAndSociete()
  const contact = await aContact(user, { ...fields, societeId: societe.id })
  return { user, societe, contact }
}

/** Sends the offer form as `user`: VALID_FORM with `fields`, creating an offer, or updating offer `id`. */
export function sendOffre(
  client: ApiClient,
  user: User,
  fields: Record<string, unknown>,
  id?: number
) {
  const url = id ? route('offres.update', { id }) : route('offres.store')
  return submit(client, user, id ? 'PUT' : 'POST', url, { ...VALID_FORM, ...fields })
}

/** The offer form came back with exactly `errors` (field → its messages), and `user` has no offer. */
export async function assertNoOffre(
  assert: Assert,
  response: ApiResponse,
  user: User,
  errors: Record<string, string[]>
) {
  assert.deepEqual(fieldErrors(response), errors)
  assert.isNull(await Offre.findBy('userId', user.id))
}

/**
 * Sends the form of the stored offer `offre` as `user` (VALID_FORM with `fields`):
 * the answer, and the offer's columns before and after, for a refusal that must write nothing.
 */
export async function sendOffreUpdate(
  client: ApiClient,
  user: User,
  offre: Offre,
  fields: Record<string, unknown>
) {
  const before = await snapshot(offre)
  const response = await sendOffre(client, user, fields, offre.id)
  return { response, before, after: await snapshot(offre) }
}

/**
 * A pro, their company (Numéria Conseil), a contact there (Camille Roussel) and an
 * offer at that company with her as référent: `fields` over the factory's, then `states`.
 */
export async function offreWithReferent(fields: Partial<Offre> = {}, ...states: OffreState[]) {
  const { user, societe, contact } = await proWithContact({ prenom: 'Camille', nom: 'Roussel' })
  const offre = await offreOf(user, societe, { contactId: contact.id, ...fields })
    .apply(...states)
    .create()
  return { user, societe, contact, offre }
}

/** An offer of `user` at `societe` (a draft unless a state is applied). */
export function offreOf(user: User, societe: Societe, merge: Partial<Offre> = {}) {
  return OffreFactory.merge({ userId: user.id, societeId: societe.id, ...merge })
}

/** A workflow button of the offer's pages. */
export type Step = 'publish' | 'close' | 'duplicate'

/** `step` pressed on `offre` as `user` from the page at `from` (a path), the redirect not followed. */
export function pressStep(client: ApiClient, user: User, offre: Offre, step: Step, from: string) {
  return as(client.post(route(`offres.${step}`, { id: offre.id })), user)
    .header('referer', `http://localhost${from}`)
    .withCsrfToken()
    .redirects(0)
}

/** `step` on `offre` called by a JSON caller as `user`. */
export function stepAsJson(client: ApiClient, user: User, offre: Offre, step: Step) {
  return as(client.post(route(`offres.${step}`, { id: offre.id })), user)
    .header('accept', 'application/json')
    .withCsrfToken()
}

/** The offer row as stored now (fresh from the database). */
export function reload(offre: Offre) {
  return Offre.findOrFail(offre.id)
}

/** Every stored column of the offer, to compare before and after a request. */
export async function snapshot(offre: Offre) {
  const stored = await reload(offre)
  return stored.serialize()
}

/** The references of every stored offer, in creation order. */
export async function storedReferences() {
  const offres = await Offre.query().orderBy('id', 'asc')
  return offres.map((offre) => offre.reference)
}

/** Titles in a list page's rows, in order. */
export function titlesIn(response: ApiResponse): string[] {
  return (response.inertiaProps.offres.data as { titre: string }[]).map((row) => row.titre)
}

/** The reference format: OFF-<year>-<four digits or more>. */
export const REFERENCE = /^OFF-\d{4}-\d{4,}$/

/** This year's reference number `n`, as the offers of a fresh database get them. */
export function referenceOf(n: number, year = DateTime.now().setZone('Europe/Paris').year) {
  return `OFF-${year}-${String(n).padStart(4, '0')}`
}
