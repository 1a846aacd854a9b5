import type { HttpContext } from '@adonisjs/core/http'
import { useContactsAndOffres } from '#abilities/main'
import { type ActiviteSubject, activitePage } from '#services/activite/activite'

/**
 * A record page's activity props: the first page of its timeline, and
 * whether the caller may log interactions; null for roles without the
 * contacts module (a visiteur's société page has no timeline).
 */
export async function activiteProps(bouncer: HttpContext['bouncer'], subject: ActiviteSubject) {
  if (!(await bouncer.allows(useContactsAndOffres))) return null
  return {
    timeline: await activitePage(subject),
    canInteract: await bouncer.with('InteractionPolicy').allows('create'),
  }
}
