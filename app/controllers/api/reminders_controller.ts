import type { HttpContext } from '@adonisjs/core/http'
import { dueCount, dueCountOf, upcomingReminders } from '#services/records/reminders'

/**
 * The bell's panel (JSON): the caller's follow-ups overdue, due today and in
 * the next 7 days, grouped; `count` is the bell's number (overdue + today).
 */
export default class RemindersController {
  async index({ auth }: HttpContext) {
    const user = auth.getUserOrFail()
    const [count, groups] = await Promise.all([dueCount(user.id), upcomingReminders(user.id)])
    return { count, groups }
  }

  /**
   * The bell's number alone, for its refresh while a page stays open (kept
   * per owner until their data changes: usually no query).
   */
  async count({ auth }: HttpContext) {
    return { count: await dueCountOf(auth.getUserOrFail()) }
  }
}
