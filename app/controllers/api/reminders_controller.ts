import type { HttpContext } from '@adonisjs/core/http'
import { dueCount, dueReminders } from '#services/reminders'

/** The bell's list: the caller's follow-ups due today or overdue (JSON). */
export default class RemindersController {
  async index({ auth }: HttpContext) {
    const user = auth.getUserOrFail()
    const [count, items] = await Promise.all([dueCount(user.id), dueReminders(user.id, 20)])
    return { count, items }
  }
}
