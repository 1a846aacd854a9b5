import type { InteractionType } from '#models/interaction'

/*
| What the product calls each kind of interaction (docs/product.md,
| "Activité"), said once: the timeline, the bell, the forms and the follow-up
| calendar files read it.
*/
export const INTERACTION_TYPE_LABELS: Record<InteractionType, string> = {
  appel: 'Appel',
  email: 'E-mail',
  rendez_vous: 'Rendez-vous',
  entretien: 'Entretien',
  note: 'Note',
  email_envoye: 'E-mail envoyé',
}
