import { createHash, randomInt, timingSafeEqual } from 'node:crypto'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import encryption from '@adonisjs/core/services/encryption'
import { createGuardrails, generateSecret, generateURI, verify } from 'otplib'
import QRCode from 'qrcode'
import { appName } from '#config/app'
import type User from '#models/user'
import { type Clock, systemClock } from '#services/platform/clock'

/** The encryption purpose of the stored secret: a value encrypted for another use never decrypts as one. */
const PURPOSE = 'two_factor_secret'

export const RECOVERY_CODE_COUNT = 10

/* No 0/O, 1/I/L: a code copied from paper reads one way only. */
const RECOVERY_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'

/*
| otplib refuses secrets under 16 bytes by default (RFC 4226's 128 bits).
| The secrets made here are 20 bytes; 10 is accepted so that an authenticator
| set up with a shorter secret (the demo account's) still works.
*/
const GUARDRAILS = createGuardrails({ MIN_SECRET_BYTES: 10 })

/* One 30-second step either side: a phone whose clock is a little off still signs in. */
const TOLERANCE_SECONDS = 30

const SIX_DIGITS = /^\d{6}$/

/** The time codes are checked at (a test moves it on instead of waiting for the next 30-second step). */
export const twoFactorClock: { current: Clock } = { current: systemClock }

function digest(code: string) {
  return createHash('sha256').update(normaliseRecoveryCode(code)).digest('hex')
}

/** A recovery code as typed (spaces, dashes, lower case) reduced to its ten characters. */
export function normaliseRecoveryCode(code: string) {
  return code.replace(/[\s-]/g, '').toUpperCase()
}

function newRecoveryCode() {
  const chars = Array.from(
    { length: 10 },
    () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]
  )
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`
}

/** Rows changed by an update, whatever the dialect answers. */
function changed(result: unknown) {
  return Number(Array.isArray(result) ? result[0] : result)
}

/** A six-digit code checked against the secret; null when wrong (or not six digits). */
async function matchingStep(secret: string, code: string, afterStep: number | null) {
  const token = code.replace(/\s/g, '')
  if (!SIX_DIGITS.test(token)) return null
  try {
    const result = await verify({
      secret,
      token,
      epoch: Math.floor(twoFactorClock.current.now() / 1000),
      epochTolerance: TOLERANCE_SECONDS,
      guardrails: GUARDRAILS,
      ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
    })
    return result.valid && 'timeStep' in result ? result.timeStep : null
  } catch {
    /* A last step ahead of this server's clock, a damaged secret: no code is accepted. */
    return null
  }
}

/*
| Two-factor sign-in with a TOTP app (Fortify's model): a secret is created
| (pending), a first code confirms it, ten recovery codes are given once.
| The secret is kept encrypted with the app key, the recovery codes as
| SHA-256 digests. A code is accepted once: the last accepted time step is
| moved forward atomically, so a code (or a parallel copy of the request)
| is refused the second time; a recovery code is crossed out the same way.
*/
/** On, with a confirmed authenticator. */
export function isEnabled(user: User) {
  return user.twoFactorConfirmedAt !== null && !!user.twoFactorSecret
}

/** A secret created and shown, waiting for its first code. */
export function isPending(user: User) {
  return user.twoFactorConfirmedAt === null && !!user.twoFactorSecret
}

/** Staff and every esi admin must sign in with a second factor. */
export function isRequired(user: User) {
  return Boolean(user.isStaff) || (user.role === 'esi' && user.droit === 'admin')
}

/** Required but not on yet: the account reaches nothing but the enrolment. */
export function mustEnrol(user: User) {
  return isRequired(user) && !isEnabled(user)
}

/** A new pending secret (any earlier setup, confirmed or not, is replaced). */
export async function begin(user: User) {
  user.twoFactorSecret = encryption.encrypt(generateSecret(), { purpose: PURPOSE })
  user.twoFactorConfirmedAt = null
  user.twoFactorRecoveryCodes = null
  user.twoFactorLastStep = null
  await user.save()
}

/** Stores `secret` confirmed, as if its first code had been typed (demo seed, test factory). */
export function confirmedColumns(secret: string) {
  return {
    twoFactorSecret: encryption.encrypt(secret, { purpose: PURPOSE }),
    twoFactorConfirmedAt: DateTime.now(),
    twoFactorLastStep: null,
  }
}

/** The base32 secret, for the authenticator app. */
export function secretOf(user: User): string | null {
  if (!user.twoFactorSecret) return null
  return encryption.decrypt<string>(user.twoFactorSecret, PURPOSE)
}

/** The otpauth:// address an authenticator app reads from the QR code. */
export function otpauthUrl(user: User) {
  const secret = secretOf(user)
  if (!secret) return null
  return generateURI({ issuer: appName, label: user.email, secret })
}

/** The QR code of the otpauth:// address, as an SVG document. */
export async function qrCodeSvg(user: User) {
  const url = otpauthUrl(user)
  if (!url) return null
  return QRCode.toString(url, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' })
}

/** The same, as a data URL for an <img> (the CSP allows data: images, not inline scripts). */
export async function qrCodeDataUrl(user: User) {
  const svg = await qrCodeSvg(user)
  return svg ? `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` : null
}

/**
 * Checks a code of the authenticator and spends it: true once per time
 * step. The step is moved forward in one conditional update, so two
 * requests carrying the same code cannot both pass.
 */
export async function consumeCode(user: User, code: string) {
  const secret = secretOf(user)
  if (!secret) return false
  const step = await matchingStep(secret, code, user.twoFactorLastStep)
  if (step === null) return false
  const result = await db
    .from('users')
    .where('id', user.id)
    .where((query) =>
      query.whereNull('two_factor_last_step').orWhere('two_factor_last_step', '<', step)
    )
    .update({ two_factor_last_step: step })
  if (changed(result) !== 1) return false
  user.twoFactorLastStep = step
  return true
}

/** The pending setup's first code: confirms it and returns the ten recovery codes to show once. */
export async function confirm(user: User, code: string) {
  if (!isPending(user) || !(await consumeCode(user, code))) return null
  user.twoFactorConfirmedAt = DateTime.now()
  const codes = newRecoveryCodes(user)
  await user.save()
  return codes
}

/** Ten new recovery codes (the old ones stop working), to show once. */
export async function regenerateRecoveryCodes(user: User) {
  const codes = newRecoveryCodes(user)
  await user.save()
  return codes
}

export function recoveryCodesLeft(user: User) {
  if (!user.twoFactorRecoveryCodes) return 0
  return (JSON.parse(user.twoFactorRecoveryCodes) as string[]).length
}

/**
 * Spends one recovery code: true once per code. The list is swapped only
 * if it is still the one read (compare-and-set), so the same code sent
 * twice at once passes once.
 */
export async function consumeRecoveryCode(user: User, code: string) {
  const row = await db
    .from('users')
    .where('id', user.id)
    .select('two_factor_recovery_codes')
    .first()
  const stored: string | null = row?.two_factor_recovery_codes ?? null
  if (!stored || !normaliseRecoveryCode(code)) return false
  const digests = JSON.parse(stored) as string[]
  const wanted = Buffer.from(digest(code), 'hex')
  const index = digests.findIndex((one) => timingSafeEqual(Buffer.from(one, 'hex'), wanted))
  if (index === -1) return false
  const left = JSON.stringify(digests.filter((_, i) => i !== index))
  const result = await db
    .from('users')
    .where('id', user.id)
    .where('two_factor_recovery_codes', stored)
    .update({ two_factor_recovery_codes: left })
  if (changed(result) !== 1) return false
  user.twoFactorRecoveryCodes = left
  return true
}

/** Off: secret, recovery codes and last step forgotten. */
export async function disable(user: User) {
  user.twoFactorSecret = null
  user.twoFactorConfirmedAt = null
  user.twoFactorRecoveryCodes = null
  user.twoFactorLastStep = null
  await user.save()
}

function newRecoveryCodes(user: User) {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode)
  user.twoFactorRecoveryCodes = JSON.stringify(codes.map(digest))
  return codes
}
