import { DateTime } from 'luxon'
import Candidature, { CV_TYPES } from '#models/candidature'
import type Offre from '#models/offre'
import { deleteCvs, storeCv, type CvExtension } from '#services/candidatures/cv_files'
import { isUniqueViolation } from '#services/platform/database_errors'
import { takeLimits, waitInWords } from '#services/platform/mail_limits'
import * as MailOutbox from '#services/platform/mail_outbox'
import { cleanText } from '#services/platform/text_input'
import { Refusal } from '#exceptions/refusal'

/*
| A candidate's application, once its fields are valid and its CV's type is
| read from the bytes (docs/product.md, "Candidatures"). One per e-mail and
| offer: asked first (a duplicate spends nothing), then guarded by the unique
| index for the requests that arrive together. The CV is stored before the
| row; every way the row is not written deletes it again, so no file is left
| without its application.
*/

export type CandidatureFields = {
  prenom: string
  nom: string
  email: string
  telephone?: string | null
  message?: string | null
}

export type CandidatureCv = { filename: string; bytes: Buffer; extension: CvExtension }

/**
 * What became of the acknowledgement: queued; not sent because its
 * mailbox had its share of the day (`acknowledgementPerAddress`); or
 * refused by the queue.
 */
export type Acknowledgement = 'queued' | 'capped' | 'failed'

export type Submission = { candidature: Candidature; acknowledgement: Acknowledgement }

/** A second application of one address to one offer: said as received, nothing kept. */
const DUPLICATE =
  'Vous avez déjà postulé à cette offre avec cette adresse e-mail : votre candidature a bien été reçue.'

const tooMany = (wait: number) =>
  Refusal.field(
    'form',
    `Trop de candidatures envoyées depuis votre connexion. Réessayez dans ${waitInWords(wait)}.`
  )

/** The name the candidate's file had, without a folder ("C:\fakepath\cv.pdf"), as the row keeps it. */
export function cvName(filename: string) {
  const base = filename.split(/[\\/]/).pop() ?? ''
  return cleanText(base, false).trim().slice(0, 255) || 'cv'
}

function alreadyApplied(offre: Offre, email: string) {
  return Candidature.query()
    .where('offre_id', offre.id)
    .where('email', email.trim().toLowerCase())
    .first()
}

/**
 * Stores the application and its CV, then queues the acknowledgement (with
 * its withdrawal link, made when it is sent) within its mailbox's daily
 * share: the address was typed by whoever filled the form, so one mailbox
 * gets at most `acknowledgementPerAddress` of them whatever the offers and
 * the spellings. Neither that cap nor a queue that refuses the mail undoes
 * the application: the recruiter gets it all the same. Refused (nothing
 * kept) for an address that applied already, or past the IP's limit.
 */
export async function submitCandidature(
  offre: Offre,
  fields: CandidatureFields,
  cv: CandidatureCv,
  ip: string
): Promise<Submission> {
  if (await alreadyApplied(offre, fields.email)) throw Refusal.field('email', DUPLICATE)
  const refusal = await takeLimits(['applicationPerIp', ip])
  if (refusal) throw tooMany(refusal.wait)

  const key = await storeCv(cv.bytes, cv.extension)
  let candidature: Candidature
  try {
    candidature = await Candidature.create({
      userId: offre.userId,
      offreId: offre.id,
      prenom: fields.prenom,
      nom: fields.nom,
      email: fields.email,
      telephone: fields.telephone || null,
      message: fields.message || null,
      cvKey: key,
      cvNom: cvName(cv.filename),
      cvType: CV_TYPES[cv.extension],
      cvTaille: cv.bytes.length,
      statut: 'nouvelle',
      notes: null,
      consentAt: DateTime.now(),
    })
  } catch (error) {
    await deleteCvs([key])
    if (isUniqueViolation(error)) throw Refusal.field('email', DUPLICATE)
    throw error
  }
  if (await takeLimits(['acknowledgementPerAddress', candidature.email])) {
    return { candidature, acknowledgement: 'capped' }
  }
  try {
    await MailOutbox.send({ kind: 'application_received', data: { candidatureId: candidature.id } })
    return { candidature, acknowledgement: 'queued' }
  } catch {
    return { candidature, acknowledgement: 'failed' }
  }
}
