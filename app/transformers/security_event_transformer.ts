import { BaseTransformer } from '@adonisjs/core/transformers'
import type SecurityEvent from '#models/security_event'
import { SECURITY_EVENT_LABELS } from '#models/security_event'
import UserTransformer from '#transformers/user_transformer'

/**
 * A line of the security log as a page shows it: the kind with its French
 * label, when (ISO; the page formats it in French time), from which device
 * and IP, and a few words of context. Never an actor on the user's own
 * profile; e-sidoor's journal adds whose account it is and who acted.
 */
export default class SecurityEventTransformer extends BaseTransformer<SecurityEvent> {
  toObject() {
    const event = this.resource
    return {
      id: event.id,
      kind: event.kind,
      label: SECURITY_EVENT_LABELS[event.kind] ?? event.kind,
      createdAt: event.createdAt.toISO()!,
      device: event.device,
      ip: event.ip,
      details: event.details,
    }
  }

  /** A row of e-sidoor's "Journal de sécurité" (user and actor preloaded, name only). */
  forEsidoor() {
    const event = this.resource
    return {
      ...this.toObject(),
      email: event.email,
      user: event.user ? new UserTransformer(event.user).forChoice() : null,
      actor: event.actor ? new UserTransformer(event.actor).forChoice() : null,
    }
  }
}
