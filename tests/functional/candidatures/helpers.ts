/*
| Shared helpers for the applications inbox tests: an owner with an offer and
| applications to it (each with a small PDF on the drive), created a minute
| apart so "newest first" is certain.
*/
import { DateTime } from 'luxon'
import type { ApiClient, ApiResponse } from '@japa/api-client'
import type User from '#models/user'
import type Offre from '#models/offre'
import Candidature from '#models/candidature'
import Modification from '#models/modification'
import { UserFactory } from '#database/factories/user_factory'
import { OffreFactory } from '#database/factories/offre_factory'
import { CandidatureFactory, TINY_PDF } from '#database/factories/candidature_factory'
import { route } from '#tests/helpers/routes'
import { as } from '../societes/helpers.js'
import { aSociete } from '#tests/helpers/owned_records'

export { as, fieldErrors } from '../societes/helpers.js'

/** A published offer of `owner` (with its company). */
export async function offreOf(owner: User, merge: Partial<Offre> = {}) {
  const societe = await aSociete(owner)
  return OffreFactory.merge({ userId: owner.id, societeId: societe.id, ...merge })
    .apply('publiee')
    .create()
}

/** A new owner and a published offer of theirs (made with `merge`). */
export async function ownerAndOffre(merge: Partial<Offre> = {}) {
  const owner = await UserFactory.create()
  const offre = await offreOf(owner, merge)
  return { owner, offre }
}

/** `count` applications to `offre`, the first one oldest; `merge` for each (by index). */
export async function candidaturesTo(
  offre: Offre,
  count: number,
  merge: (index: number) => Partial<Candidature> = () => ({})
) {
  const start = DateTime.now().minus({ days: 1 })
  const made: Candidature[] = []
  for (let i = 0; i < count; i++) {
    made.push(
      await CandidatureFactory.merge({
        userId: offre.userId,
        offreId: offre.id,
        createdAt: start.plus({ minutes: i }),
        ...merge(i),
      }).create()
    )
  }
  return made
}

/** A new owner and one application (made with `merge`) to an offer of theirs. */
export async function ownerAndCandidature(merge: Partial<Candidature> = {}) {
  const owner = await UserFactory.create()
  const [app] = await candidaturesTo(await offreOf(owner), 1, () => merge)
  return { owner, app }
}

/** The history rows of one application, oldest first. */
export function historyOf(candidature: Candidature) {
  return Modification.query()
    .where('subject_type', 'candidature')
    .where('subject_id', candidature.id)
    .orderBy('id', 'asc')
}

/** The e-mails of the inbox rows of a list page, in order. */
export function emailsIn(response: { inertiaProps: Record<string, any> }): string[] {
  return response.inertiaProps.candidatures.data.map((row: { email: string }) => row.email)
}

/** The application as stored now. */
export function stored(candidature: Candidature) {
  return Candidature.findOrFail(candidature.id)
}

/** The last history row of one application. */
export async function lastChange(candidature: Candidature) {
  const history = await historyOf(candidature)
  return history.at(-1)
}

/** Applications of a new owner, to an offer of theirs: what the caller's lists leave out. */
export async function someoneElsesCandidatures(
  count: number,
  merge?: (index: number) => Partial<Candidature>
) {
  return candidaturesTo(await offreOf(await UserFactory.create()), count, merge)
}

/** A move of application `id` to another statut, as `user`: the body and sending still to add. */
export function moveAs(client: ApiClient, user: User, id: number) {
  return as(client.put(route('candidatures.statut', { id })), user)
}

/** Application `id` moved to `statut` as `user` from the page at `from` (a path; none: no Referer), the redirect not followed. */
export function moveTo(client: ApiClient, user: User, id: number, statut: string, from?: string) {
  const request = moveAs(client, user, id).form({ statut })
  return (from ? request.header('referer', `http://localhost${from}`) : request)
    .withCsrfToken()
    .redirects(0)
}

/** An inbox row or a board card: no message, never the CV's key. */
export function assertNoMessageNorCvKey(
  assert: { notProperty(o: object, p: string): void },
  row: object
) {
  assert.notProperty(row, 'message')
  assert.notProperty(row, 'cvKey')
}

/** A CV served as stored (the factory's PDF): 200, never sniffed nor cached. */
export function assertPdfServed(assert: { isTrue(value: unknown): void }, response: ApiResponse) {
  response.assertStatus(200)
  response.assertHeader('content-type', 'application/pdf')
  response.assertHeader('x-content-type-options', 'nosniff')
  response.assertHeader('cache-control', 'private, no-store')
  const body = response.body() as unknown
  assert.isTrue(Buffer.isBuffer(body) && body.equals(TINY_PDF))
}
