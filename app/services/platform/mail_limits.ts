import limiter from '@adonisjs/limiter/services/main'
import { errors } from '@adonisjs/limiter'
import { plural } from '#services/platform/plural'

/*
| Every limit on what a person can make the app send (verification links,
| reset links, template mails) or create (accounts), in one table. A use is
| counted with the limiter's atomic `consume` BEFORE the mail goes out or the
| account is made, so requests sent at once can never pass a limit. Windows
| are fixed: they start at the first use and last `duration`.
|
| Per address: what one mailbox can receive, whoever asks (the victim's
| side). Per IP: what one network can ask for (the sender's side), sized for
| a school or an office behind one address. Per user: what one account can do.
| What a person sees when a limit is hit is decided by each caller: a French
| message, never a 500, and never whether an account exists.
*/
export const MAIL_LIMITS = {
  /**
   * Posts to the mail forms (reset link, verification resend) from one IP,
   * valid or not: a burst guard in front of the limits below, attached to
   * the routes by start/limiter.ts (a refusal is a French 429 flash).
   */
  formBurstPerIp: { requests: 6, duration: '1 min' },
  /** Verification links sent to one address, for any account (resend, e-mail change, sign-up). */
  verificationPerAddress: { requests: 3, duration: '1 hour' },
  /** Verification links asked for from one IP. */
  verificationPerIp: { requests: 30, duration: '1 hour' },
  /** Changes of address of one account… */
  emailChangePerUser: { requests: 3, duration: '1 hour' },
  /** …and from one IP. */
  emailChangePerIp: { requests: 10, duration: '1 hour' },
  /** Reset links asked for one address, known or not (counted before the lookup)… */
  resetPerAddress: { requests: 3, duration: '1 hour' },
  /** …and from one IP. */
  resetPerIp: { requests: 20, duration: '1 hour' },
  /** Template mails of one user: a day of real use, never a mailing list… */
  templatePerUser: { requests: 20, duration: '1 hour' },
  /** …and of one user to one address (another user's sends to it are not told). */
  templatePerUserAddress: { requests: 5, duration: '1 hour' },
  /** Accounts created from one IP (every registration that passes validation counts). */
  registrationPerIp: { requests: 5, duration: '10 mins' },
  /** Applications sent on the job board from one IP (each valid one counts; each mails an acknowledgement). */
  applicationPerIp: { requests: 5, duration: '10 mins' },
  /**
   * Posts of the application form from one IP, valid or not, counted before
   * the body is read: each may cost reading a 5 MB CV and telling its type.
   */
  applicationAttemptPerIp: { requests: 30, duration: '10 mins' },
} as const satisfies Record<string, { requests: number; duration: string }>

export type MailLimit = keyof typeof MAIL_LIMITS

/** A refused use: which limit, and the seconds until it lets one through again. */
export type Refusal = { limit: MailLimit; wait: number }

/** The limiter's key: the limit's name keeps keys of different limits apart (one Redis prefix). */
function keyOf(limit: MailLimit, subject: string | number) {
  return `${limit}_${String(subject).trim().toLowerCase()}`
}

/**
 * Counts one use of each limit, in order, and stops at the first refusal
 * (the uses counted before it stay counted: put the IP first, so that a
 * refused network does not spend an address's budget).
 */
export async function takeLimits(
  ...uses: [limit: MailLimit, subject: string | number][]
): Promise<Refusal | null> {
  for (const [limit, subject] of uses) {
    /* A fresh object each time: the limiter rewrites the duration of the options it is given. */
    const { requests, duration } = MAIL_LIMITS[limit]
    try {
      await limiter.use({ requests, duration }).consume(keyOf(limit, subject))
    } catch (error) {
      if (!(error instanceof errors.E_TOO_MANY_REQUESTS)) throw error
      return { limit, wait: Math.max(1, error.response.availableIn) }
    }
  }
  return null
}

/** "45 secondes", "1 minute", "12 minutes": a wait as the French messages say it. */
export function waitInWords(seconds: number) {
  if (seconds < 60) return plural(seconds, { one: '# seconde', other: '# secondes' })
  return plural(Math.ceil(seconds / 60), { one: '# minute', other: '# minutes' })
}
