import { BaseMail } from '@adonisjs/mail'
import type Candidature from '#models/candidature'

/** What the acknowledgement says besides the application itself. */
export type CandidatureReceipt = {
  offre: string
  societe: string
  /** The signed withdrawal link (app/services/candidatures/withdrawal.ts). */
  withdrawUrl: string
  retentionMonths: number
}

/**
 * « Votre candidature est bien reçue »: to the candidate, which offer, when,
 * how long it is kept and the link to withdraw it (docs/product.md,
 * "Candidatures"). Replies go nowhere in particular: the recruiter answers
 * from e-sidoor.
 *
 * Nothing the form's sender typed is in it (names, CV file name, message),
 * not even as the recipient's display name: anybody may type somebody
 * else's address, and the school's address must not carry their words to
 * it. The offer and the société are the approved recruiter's.
 */
export default class CandidatureReceivedMail extends BaseMail {
  constructor(
    private candidature: Candidature,
    private receipt: CandidatureReceipt
  ) {
    super()
  }

  prepare() {
    const { candidature, receipt } = this
    const data = {
      ...receipt,
      envoyeeLe: candidature.createdAt
        .setZone('Europe/Paris')
        .setLocale('fr')
        .toFormat('d LLLL yyyy'),
    }
    this.message
      .to(candidature.email)
      .subject(`Candidature reçue : ${receipt.offre}`)
      .htmlView('emails/candidature_received', data)
      .textView('emails/candidature_received_text', data)
  }
}
