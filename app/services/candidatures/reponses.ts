import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import { Refusal } from '#exceptions/refusal'
import type Candidature from '#models/candidature'
import type { CandidatureStatut } from '#models/candidature'
import CandidatureReponse from '#models/candidature_reponse'
import type { MailAddress } from '#models/mail_delivery'
import type Texte from '#models/texte'
import type User from '#models/user'
import * as MailOutbox from '#services/platform/mail_outbox'
import { renderTexte } from '#services/textes/texte_preview'
import CandidatureReponseTransformer from '#transformers/candidature_reponse_transformer'
import { ACKNOWLEDGEMENT, INTERVIEW_INVITATION, REFUSAL } from '#database/defaults/candidat_textes'

/*
| The replies to a candidate (docs/product.md, "Candidatures"): a
| « Candidats » text template written for them, recorded on the application
| with its delivery, then queued (sent from the app's address, the
| recruiter as reply-to). Which template the reply box offers first follows
| the application's statut.
*/

/** The template offered first at each statut (by name); none once the candidate is retained. */
export const TEXTE_FOR_STATUT: Record<CandidatureStatut, string | null> = {
  nouvelle: ACKNOWLEDGEMENT,
  en_cours: ACKNOWLEDGEMENT,
  entretien: INTERVIEW_INVITATION,
  retenue: null,
  refusee: REFUSAL,
}

/** Most characters of a mail's subject (the template's own bound). */
const SUJET_MAX = 200

/**
 * Among `textes` (« Candidats » ones the caller may use), the one the statut
 * calls for: the caller's own before a shared one of the same name.
 */
export function preselected(textes: Texte[], statut: CandidatureStatut, user: User) {
  const nom = TEXTE_FOR_STATUT[statut]?.toLowerCase()
  if (!nom) return null
  const named = textes.filter((texte) => texte.nom.toLowerCase() === nom)
  return named.find((texte) => texte.userId === user.id) ?? named[0] ?? null
}

/**
 * `texte` written for the candidate: their name, the offer and its company
 * (`candidature.offre.societe` loaded), the sender's name. Only the
 * candidate's placeholders are filled: a contact's stay as written.
 */
export function reponseDraft(user: User, candidature: Candidature, texte: Texte) {
  const { offre } = candidature
  const draft = renderTexte(texte, {
    'candidat.prenom': candidature.prenom,
    'candidat.nom': candidature.nom,
    'offre.titre': offre.titre,
    'offre.reference': offre.reference,
    'societe.nom': offre.societe?.nom ?? null,
    'user.name': user.fullName,
  })
  return {
    sujet: draft.sujet.replace(/[\r\n]+/g, ' ').slice(0, SUJET_MAX) || 'Votre candidature',
    contenu: draft.contenu,
  }
}

/**
 * Sends `texte` to the candidate: the reply and its delivery are written in
 * one transaction, then the mail's job is queued. When the queue refuses
 * it, both rows go, the error is logged and the reply refused (the person
 * is told to try again). Returns whether the mail has left already (a queue that runs jobs
 * at once): the toast then says « envoyée », else « en cours d'envoi ».
 */
export async function sendReponse(user: User, candidature: Candidature, texte: Texte) {
  const draft = reponseDraft(user, candidature, texte)
  const replyTo: MailAddress = { address: user.email, name: user.fullName }
  const { reponse, delivery } = await db.transaction(async (trx) => {
    const queued = await MailOutbox.record(
      {
        kind: 'application_reply',
        data: { candidatureId: candidature.id, sujet: draft.sujet, html: draft.contenu, replyTo },
      },
      { userId: user.id },
      trx
    )
    const row = await CandidatureReponse.create(
      {
        candidatureId: candidature.id,
        userId: user.id,
        texteId: texte.id,
        texteNom: texte.nom,
        sujet: draft.sujet,
        contenu: draft.contenu,
        mailDeliveryId: queued.id,
      },
      { client: trx }
    )
    return { reponse: row, delivery: queued }
  })
  try {
    await MailOutbox.dispatch(delivery)
  } catch (error) {
    await reponse.delete()
    await delivery.delete()
    logger.error({ err: error, candidatureId: candidature.id }, 'application reply not queued')
    throw Refusal.field(
      'texteId',
      'L’e-mail n’a pas pu être envoyé. Réessayez dans quelques minutes.'
    )
  }
  await delivery.refresh()
  return { sent: delivery.status === 'envoye' }
}

/** The latest reply to the candidate, as the reply box shows it, or null. */
export async function lastReponseOf(candidature: Candidature) {
  const reponse = await CandidatureReponse.query()
    .where('candidature_id', candidature.id)
    .preload('user', (sender) => sender.select('id', 'full_name'))
    .preload('delivery')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .first()
  return reponse ? new CandidatureReponseTransformer(reponse).toObject() : null
}
