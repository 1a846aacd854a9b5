/*
| Shared by the specs of the mail, registration and sign-in limits
| (flooding.spec.ts, per_ip_limits.spec.ts).
*/
import { MAIL_LIMITS, takeLimits, type MailLimit } from '#services/platform/mail_limits'

/** What request.ip() is for the test client. */
export const IP = '127.0.0.1'

export const times = (n: number) => Array.from({ length: n }, (_, index) => index)

/** Spends a limit for `subject` as other requests would have. */
export async function exhaust(limit: MailLimit, subject: string | number) {
  for (let used = 0; used < MAIL_LIMITS[limit].requests; used++) await takeLimits([limit, subject])
}
