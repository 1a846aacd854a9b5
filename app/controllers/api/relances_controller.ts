import type { HttpContext } from '@adonisjs/core/http'
import { dueCount, dueCountOf, upcomingRelances } from '#services/activite/relances'
import { newCountOf } from '#services/candidatures/pipeline'
import { useContactsAndOffres } from '#abilities/main'

/**
 * The bell's panel (JSON): the caller's follow-ups overdue, due today and in
 * the next 7 days, grouped; `count` is the bell's number (overdue + today).
 */
export default class RelancesController {
  async index({ auth }: HttpContext) {
    const user = auth.getUserOrFail()
    const [count, groups] = await Promise.all([dueCount(user.id), upcomingRelances(user.id)])
    return { count, groups }
  }

  /**
   * The bell's number alone, for its refresh while a page stays open (kept
   * per owner until their data changes: usually no query), with the new
   * applications' count.
   */
  async count({ auth }: HttpContext) {
    const user = auth.getUserOrFail()
    /* The new applications ride along: the bell shows them too (null without the pro tools). */
    const candidatures = useContactsAndOffres.original(user) ? await newCountOf(user) : null
    return { count: await dueCountOf(user), candidatures }
  }
}
