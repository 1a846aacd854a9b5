/*
| Shared helpers for the text template functional tests (the page texts of
| page_textes.spec.ts are another module). Signing in and reading field
| errors work as for the companies.
*/
import type { ApiResponse } from '@japa/api-client'
import type User from '#models/user'
import Texte from '#models/texte'
import { TexteFactory } from '#database/factories/texte_factory'
import { aTexte } from '#tests/helpers/owned_records'
import { forNewOwner } from '../contacts/helpers.js'

export { as, fieldErrors, submit, visit } from '../societes/helpers.js'

/** A complete, valid template form as the browser posts it. */
export const VALID_FORM = {
  nom: 'Relance candidature',
  sujet: 'Votre candidature au poste de {{offre.titre}}',
  contenu: '<p>Bonjour {{contact.prenom}},</p><p>Bien cordialement,<br />{{ user.name }}</p>',
}

/** A new pro and a template of theirs (aTexte's fields and states). */
export const ownTexte = forNewOwner('texte', aTexte)

/** Templates of `user`, one a row of `fields` (over the factory's), in that order. */
export function textesWith(user: User, rows: Parameters<typeof aTexte>[1][]) {
  return TexteFactory.merge(rows.map((row) => ({ ...row, userId: user.id }))).createMany(
    rows.length
  )
}

/** Every stored column of the template, to compare before and after a request. */
export async function snapshot(texte: Texte) {
  const stored = await Texte.findOrFail(texte.id)
  return stored.serialize()
}

/** `count` templates of `user` named "<prefix> 01", "<prefix> 02"… so their order is known. */
export function textesOf(user: User, count: number, prefix = 'Modèle') {
  const names = Array.from(
    { length: count },
    (_, i) => `${prefix} ${String(i + 1).padStart(2, '0')}`
  )
  return TexteFactory.merge(names.map((nom) => ({ nom, userId: user.id }))).createMany(count)
}

/** A template of somebody else (a new pro), shared or not. */
export async function othersTexte(state?: 'shared' | 'trashed') {
  const factory = TexteFactory.with('user')
  return state ? factory.apply(state).create() : factory.create()
}

/** Names in a list page's rows, in order. */
export function namesIn(response: ApiResponse): string[] {
  return (response.inertiaProps.textes.data as { nom: string }[]).map((row) => row.nom)
}
