/*
| Field rules shared by several validators, so a rule (and its message)
| exists in one place only.
*/
import vine from '@vinejs/vine'
import { sanitizeRichText } from '#services/textes/rich_text'

export const fullNameRule = () => vine.string().trim().minLength(1).maxLength(120)

/*
| The part of an e-mail address before its last "@", as the app accepts it:
| letters of any alphabet (accents included), digits and . _ + - ' (no dot
| first, last or doubled: isEmail checks that). The rest of what RFC 5322
| allows (quoted local parts, spaces, ? & = # % / \ " ! $ * ^ ` { | } ~) is
| refused: every address here becomes a mailto: link (an offer's Postuler,
| contacts and sociétés in the back-office), where ? & = # % / start a
| header, a parameter or an escape: "jobs?bcc=spy@corp.fr" would copy each
| application to a hidden recipient. Real mailboxes do not need them. The
| links are percent-encoded as well (mailtoHref), for rows older than this rule.
*/
const MAILTO_SAFE_LOCAL_PART = /^[\p{L}\p{M}\p{N}._+'-]+$/u

/** A valid e-mail address whose local part holds only MAILTO_SAFE_LOCAL_PART characters. */
export function isPlainEmail(value: string) {
  const at = value.lastIndexOf('@')
  return at > 0 && MAILTO_SAFE_LOCAL_PART.test(value.slice(0, at)) && vine.helpers.isEmail(value)
}

const plainEmail = vine.createRule(
  (value, _options, field) => {
    if (typeof value === 'string' && !isPlainEmail(value)) {
      field.report('emailCharacters', 'emailCharacters', field)
    }
  },
  { name: 'plainEmail' }
)

/** Every e-mail field: a valid address (message "email"), then only plain characters before the "@". */
export const emailRule = () =>
  vine.string().trim().toLowerCase().email().use(plainEmail()).maxLength(254)

/**
 * An address typed to find an account (sign-in, forgotten or reset
 * password): any valid address, so that an account created before the
 * plain-characters rule can still sign in and reset its password.
 */
export const lookupEmailRule = () => vine.string().trim().toLowerCase().email().maxLength(254)

/** Longest password accepted: a new one, and so one typed to sign in or confirm (scrypt is fed no more). */
export const PASSWORD_MAX_LENGTH = 200

export const newPasswordRule = () =>
  vine
    .string()
    .minLength(8)
    .maxLength(PASSWORD_MAX_LENGTH)
    .confirmed({ confirmationField: 'passwordConfirmation' })

/** A password typed to be checked (sign-in, confirmation, current password). */
export const typedPasswordRule = () => vine.string().maxLength(PASSWORD_MAX_LENGTH)

/** E-mail must not belong to another account (case-insensitive: stored lower-case). */
export const uniqueEmailRule = (exceptUserId?: number) =>
  emailRule().unique(async (db, value) => {
    const query = db.from('users').where('email', value)
    if (exceptUserId) query.whereNot('id', exceptUserId)
    return !(await query.first())
  })

/*
| Company and contact fields. Each rule checks the value alone; whether the
| field may be left empty is the calling validator's choice. Messages live in
| resources/lang/fr/validator.json under the rule names reported here.
*/

/** Luhn checksum (SIREN, SIRET): every second digit from the right doubled, sum divisible by 10. */
export function luhnValid(digits: string) {
  let sum = 0
  for (const [index, char] of [...digits].reverse().entries()) {
    const digit = index % 2 === 1 ? Number(char) * 2 : Number(char)
    sum += digit > 9 ? digit - 9 : digit
  }
  return /^\d+$/.test(digits) && sum % 10 === 0
}

/** A SIRET's check digit; La Poste's establishments use a digit sum divisible by 5 instead. */
export function isValidSiret(digits: string) {
  if (!/^\d{14}$/.test(digits)) return false
  if (digits.startsWith('356000000')) {
    return [...digits].reduce((sum, digit) => sum + Number(digit), 0) % 5 === 0
  }
  return luhnValid(digits)
}

const siret = vine.createRule(
  (value, _options, field) => {
    if (typeof value !== 'string') return
    const digits = value.replace(/\s+/g, '')
    if (!/^\d{14}$/.test(digits)) return field.report('siret', 'siret', field)
    if (!isValidSiret(digits)) return field.report('siretChecksum', 'siretChecksum', field)
    field.mutate(digits, field)
  },
  { name: 'siret' }
)

/** 14 digits (spaces ignored, stored without them) with a valid check digit. */
export const siretRule = () => vine.string().trim().maxLength(20).use(siret())

const postcode = vine.createRule(
  (value, _options, field) => {
    if (typeof value === 'string' && !/^\d{5}$/.test(value)) {
      field.report('postcode', 'postcode', field)
    }
  },
  { name: 'postcode' }
)

export const postcodeRule = () => vine.string().trim().use(postcode())

/**
 * French numbers in their usual written form ("01 23 45 67 89", also from
 * +33 or 0033), other countries as "+" and digits (E.164). Null when the
 * value is not a phone number.
 */
export function normalisePhone(raw: string): string | null {
  const compact = raw.replace(/[\s.\-()/]/g, '')
  const french = compact.match(/^(?:0|(?:\+|00)330?)([1-9]\d{8})$/)
  if (french) return `0${french[1]}`.match(/\d{2}/g)!.join(' ')
  /* Ten digits from 0 are a national number, even when they look like "00 …". */
  if (/^0\d{9}$/.test(compact)) return null
  const international = compact.match(/^(?:\+|00)([1-9]\d{6,14})$/)
  return international ? `+${international[1]}` : null
}

const phone = vine.createRule(
  (value, _options, field) => {
    if (typeof value !== 'string') return
    const normalised = normalisePhone(value)
    if (!normalised) return field.report('phone', 'phone', field)
    field.mutate(normalised, field)
  },
  { name: 'phone' }
)

export const phoneRule = () => vine.string().trim().maxLength(30).use(phone())

/*
| A web address typed without its scheme ("menard-fils.fr", "www.x.fr/page"):
| a host name with at least one dot, then a port, a path, a query or
| nothing. Anything else (a scheme such as javascript:, data: or ftp:, a
| space, a bare word) is left as typed for the URL check to refuse.
*/
const BARE_HOST =
  /^[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?(?:\.[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?)+(?::\d{1,5})?(?:[/?#]|$)/u

/** "menard-fils.fr" → "https://menard-fils.fr"; an address with a scheme is unchanged. */
export function withWebScheme(value: string) {
  return BARE_HOST.test(value) ? `https://${value}` : value
}

const webScheme = vine.createRule(
  (value, _options, field) => {
    if (typeof value === 'string') field.mutate(withWebScheme(value), field)
  },
  { name: 'webScheme' }
)

/**
 * Web addresses open in the browser: http and https only (never
 * javascript:, data:, ftp:); one typed without its scheme gets "https://"
 * and is stored so.
 */
export const urlRule = () =>
  vine
    .string()
    .trim()
    .use(webScheme())
    .url({ protocols: ['http', 'https'], require_protocol: true, require_valid_protocol: true })
    .maxLength(255)

/** Longest rich text accepted before sanitising (about 30 pages of prose). */
export const RICH_TEXT_MAX_LENGTH = 100_000

/** Rich text from the editor, reduced to the allow-list; null when nothing readable is left. */
export const richTextRule = () =>
  vine
    .string()
    .maxLength(RICH_TEXT_MAX_LENGTH)
    .transform((html) => sanitizeRichText(html) || null)

const filledRichText = vine.createRule(
  (value, _options, field) => {
    if (typeof value === 'string' && !sanitizeRichText(value)) {
      field.report('required', 'required', field)
    }
  },
  { name: 'filledRichText' }
)

/** Rich text that must keep readable text once sanitised: an empty editor counts as missing. */
export const requiredRichTextRule = () =>
  vine
    .string()
    .maxLength(RICH_TEXT_MAX_LENGTH)
    .use(filledRichText())
    .transform((html) => sanitizeRichText(html))

/**
 * The largest record id a request may name: PostgreSQL's integer range, cut
 * to nine digits (the route matcher `recordId` of start/routes/matchers.ts
 * takes the same: 1 to 9 digits, no leading zero).
 */
export const MAX_RECORD_ID = 999_999_999

/** A record id in a body or a query string. */
export const recordIdRule = () => vine.number().withoutDecimals().min(1).max(MAX_RECORD_ID)

/**
 * The id of one of the caller's live sociétés (`meta.userId`): another
 * owner's or a trashed one reads as unknown, like an id that never existed.
 */
export const ownedSocieteIdRule = () =>
  vine
    .number()
    .withoutDecimals()
    .positive()
    .exists(async (db, value, field) => {
      const { userId } = field.meta as { userId: number }
      const societe = await db
        .from('societes')
        .where('id', value)
        .where('user_id', userId)
        .whereNull('deleted_at')
        .first()
      return Boolean(societe)
    })
