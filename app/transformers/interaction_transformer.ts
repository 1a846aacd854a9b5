import type Interaction from '#models/interaction'
import { BaseTransformer } from '@adonisjs/core/transformers'
import UserTransformer from '#transformers/user_transformer'

/** An interaction with a contact, as a timeline and its edit form show it. */
export default class InteractionTransformer extends BaseTransformer<Interaction> {
  toObject() {
    const interaction = this.resource
    const { contact, offre, user } = interaction
    return {
      kind: 'interaction' as const,
      key: `${interaction.occurredAt.toMillis()}.i.${interaction.id}`,
      id: interaction.id,
      at: interaction.occurredAt.toISO()!,
      actor: user ? new UserTransformer(user).forChoice() : null,
      type: interaction.type,
      sujet: interaction.sujet,
      resume: interaction.resume,
      relanceLe: interaction.relanceLe?.toISODate() ?? null,
      relanceFaite: interaction.relanceFaiteAt !== null,
      /* An e-mail sent from the app: waiting, sent or failed, and after how many attempts. */
      mail: interaction.mailStatus
        ? { status: interaction.mailStatus, attempts: interaction.mailAttempts ?? 0 }
        : null,
      contact: contact ? { id: contact.id, nomComplet: contact.nomComplet } : null,
      offre: offre ? { id: offre.id, reference: offre.reference, titre: offre.titre } : null,
    }
  }

  /** A follow-up due ("À relancer"): the contact to call back and what it was about. */
  forRelance() {
    const { id, type, relanceLe, contact } = this.resource
    return {
      id,
      type,
      relanceLe: relanceLe!.toISODate()!,
      contact: { id: contact.id, nomComplet: contact.nomComplet },
    }
  }
}
