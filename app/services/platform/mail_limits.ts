import { domainToASCII } from 'node:url'
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
| side), counted per mailbox rather than per spelling (`mailboxOf`): the
| variants of an address that reach the same inbox share one budget. Per
| IP: what one network can ask for (the sender's side), sized for a school
| or an office behind one address. Per user: what one account can do.
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
  /**
   * Registrations from one IP: every one that passes validation counts,
   * whether its address is new or already has an account (nothing tells).
   */
  registrationPerIp: { requests: 5, duration: '10 mins' },
  /**
   * « Quelqu’un a essayé de créer un compte avec votre adresse » to one
   * mailbox, after the verification limits (which a sign-up to a new
   * address spends too): the first one says it all, a second one covers an
   * owner who tries again later that day; more would only be noise.
   */
  registrationNoticePerAddress: { requests: 2, duration: '24 hours' },
  /** Applications sent on the job board from one IP (each valid one counts; each may mail an acknowledgement). */
  applicationPerIp: { requests: 5, duration: '10 mins' },
  /**
   * Acknowledgements of applications to one mailbox, across every offer and
   * every spelling of the address: a candidate rarely applies to more than a
   * few offers of one school a day, while anybody may type somebody else's
   * address. Beyond, the application is still kept for the recruiter, with
   * no acknowledgement.
   */
  acknowledgementPerAddress: { requests: 10, duration: '24 hours' },
  /**
   * Posts of the application form from one IP, valid or not, counted before
   * the body is read: each may cost reading a 5 MB CV and telling its type.
   */
  applicationAttemptPerIp: { requests: 30, duration: '10 mins' },
} as const satisfies Record<string, { requests: number; duration: string }>

export type MailLimit = keyof typeof MAIL_LIMITS

/** A refused use: which limit, and the seconds until it lets one through again. */
export type Refusal = { limit: MailLimit; wait: number }

/** Providers whose mailboxes ignore the dots of the part before the "@" (and its alias domain). */
const DOTLESS_DOMAINS: Record<string, string> = {
  'gmail.com': 'gmail.com',
  'googlemail.com': 'gmail.com',
}

/**
 * The mailbox an address reaches, for counting only (what is stored and
 * sent to is the address as typed): case and Unicode form folded, the
 * domain in its ASCII form (IDN), a "+tag" dropped (sub-addressing, which
 * the big providers deliver to the same inbox), and for Gmail the dots.
 * Two spellings of one inbox then share its budget; a person who uses tags
 * only shares a budget with themself.
 */
export function mailboxOf(address: string) {
  const value = address.trim().normalize('NFC').toLowerCase()
  const at = value.lastIndexOf('@')
  if (at <= 0) return value
  const typedDomain = value.slice(at + 1)
  const asciiDomain = domainToASCII(typedDomain) || typedDomain
  const domain = DOTLESS_DOMAINS[asciiDomain] ?? asciiDomain
  const plus = value.indexOf('+')
  let local = value.slice(0, plus > 0 && plus < at ? plus : at)
  if (DOTLESS_DOMAINS[asciiDomain]) local = local.replaceAll('.', '')
  return `${local}@${domain}`
}

/**
 * The limiter's key: the limit's name keeps keys of different limits apart
 * (one Redis prefix); a subject holding an address ("12_pro@x.fr" too)
 * counts its mailbox.
 */
function keyOf(limit: MailLimit, subject: string | number) {
  const text = String(subject).trim().toLowerCase()
  return `${limit}_${text.includes('@') ? mailboxOf(text) : text}`
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
