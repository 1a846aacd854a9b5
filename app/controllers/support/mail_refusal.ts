import type { HttpContext } from '@adonisjs/core/http'
import { sendMailOutside } from '#abilities/main'

/**
 * Why the caller may not send mail to an address they choose, or null: the
 * pages with a send button show it before the click (the route refuses the
 * send with the same ability).
 */
export async function mailRefusalOf(bouncer: HttpContext['bouncer']) {
  const answer = await bouncer.execute(sendMailOutside)
  return answer.authorized ? null : (answer.message ?? null)
}
