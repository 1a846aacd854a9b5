import { createHash } from 'node:crypto'
import router from '@adonisjs/core/services/router'
import { appUrl } from '#config/app'
import Candidature from '#models/candidature'
import { eraseCandidatures } from '#services/candidatures/erasure'

/*
| A candidate withdraws an application from the link of the acknowledgement
| (docs/product.md, "Candidatures"): a signed URL on APP_URL (never the
| request's Host), with no expiry, that names the application and a token
| bound to it (a digest of its random file key), so a link never reaches
| another application that a database reusing ids would give the same id.
| Opening it only shows a confirmation; the confirmation deletes the row and
| its file at once.
*/

export const WITHDRAW_PURPOSE = 'withdraw-application'

/** 16 characters bound to one application (its CV key is random and never shown). */
export function withdrawalToken(candidature: Pick<Candidature, 'cvKey'>) {
  return createHash('sha256').update(candidature.cvKey).digest('base64url').slice(0, 16)
}

/** The signed withdrawal link of an application. */
export function withdrawalLink(candidature: Pick<Candidature, 'id' | 'cvKey'>) {
  return router.makeSignedUrl(
    'emplois.candidatures.withdraw',
    { id: candidature.id, jeton: withdrawalToken(candidature) },
    { prefixUrl: appUrl, purpose: WITHDRAW_PURPOSE }
  )
}

/** The application a (validly signed) link names, with its offer and société, or null once withdrawn. */
export async function withdrawable(id: unknown, jeton: unknown) {
  const number = Number(id)
  if (!Number.isSafeInteger(number) || number < 1) return null
  const candidature = await Candidature.query()
    .where('id', number)
    .preload('offre', (offre) => offre.preload('societe'))
    .first()
  return candidature && withdrawalToken(candidature) === jeton ? candidature : null
}

/** Deletes the application, its history, its e-mails and its CV file; false when it was already gone. */
export async function withdraw(candidature: Candidature) {
  return (await eraseCandidatures([candidature.id])) > 0
}
