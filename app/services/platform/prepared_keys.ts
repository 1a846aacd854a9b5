import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  hkdfSync,
  createSecretKey,
  randomBytes,
  timingSafeEqual,
  type KeyObject,
} from 'node:crypto'
import { MessageBuilder } from '@adonisjs/core/helpers'
import type { Secret } from '@adonisjs/core/helpers'
import type { Encryption } from '@adonisjs/core/encryption'
import { AES256GCM } from '@adonisjs/core/encryption/drivers/aes_256_gcm'

/* The package's id.cipher.iv.tag shape. */
type CypherText = `${string}.${string}.${string}.${string}`

/*
| Cookie signing and encryption with keys prepared once per process.
|
| @boringnode/encryption keeps its derived keys as Buffers and hands them to
| node:crypto on every call; node then wraps each Buffer into a key object
| again, which cost more than the HMAC itself (~50 µs per call on Node 24,
| 4–6 calls per signed-in request: the session cookie read and written, the
| XSRF cookie encrypted). The same keys wrapped once as KeyObjects give the
| same bytes: the formats below are the package's, so cookies, encrypted
| columns and signed URLs made before (or by another instance) still read,
| and tests/unit/prepared_keys.spec.ts compares both ways.
*/

type Key = string | Secret<string>

const reveal = (key: Key) => (typeof key === 'string' ? key : key.release())

function base64UrlEncode(data: Buffer | string) {
  return Buffer.from(data).toString('base64url')
}

/** The package's strict decoding: canonical base64url only. */
function base64UrlDecode(encoded: string) {
  if (!/^[A-Za-z0-9_-]*$/.test(encoded) || encoded.length % 4 === 1) return null
  const buffer = Buffer.from(encoded, 'base64url')
  return buffer.toString('base64url') === encoded ? buffer : null
}

/** Equal strings, in time independent of where they differ (the lengths are public: a base64url SHA-256). */
function sameText(a: string, b: string) {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

/**
 * The MessageVerifier of @boringnode/encryption (signed cookies, signed
 * URLs): `base64url(message).base64url(hmac-sha256)`, with the key being the
 * SHA-256 of the app key; signs with the first key, accepts any.
 */
export class PreparedMessageVerifier {
  #keys: KeyObject[]

  constructor(secrets: Key[]) {
    this.#keys = secrets.map((secret) =>
      createSecretKey(createHash('sha256').update(reveal(secret)).digest())
    )
  }

  #hmac(key: KeyObject, value: string) {
    return createHmac('sha256', key).update(value).digest('base64url')
  }

  sign(payload: unknown, expiresIn?: string | number, purpose?: string) {
    if (payload === null || payload === undefined) {
      throw new Error(`Cannot sign "${payload}" value`)
    }
    const encoded = base64UrlEncode(new MessageBuilder().build(payload, expiresIn, purpose))
    return `${encoded}.${this.#hmac(this.#keys[0], encoded)}`
  }

  unsign<T>(payload: unknown, purpose?: string): T | null {
    if (typeof payload !== 'string') return null
    const parts = payload.split('.')
    if (parts.length !== 2) return null
    const [encoded, hash] = parts
    if (!encoded || !hash) return null
    const decoded = base64UrlDecode(encoded)
    if (!decoded?.length) return null
    for (const key of this.#keys) {
      if (sameText(this.#hmac(key, encoded), hash)) {
        return new MessageBuilder().verify<T>(decoded.toString('utf8'), purpose)
      }
    }
    return null
  }
}

const IV_LENGTH = 12
const TAG_LENGTH = 16
const VERSION = 'v1:'

/**
 * The aes-256-gcm driver with its keys as KeyObjects: the same derivation
 * (HKDF of the SHA-256 of the app key) and the same `id.v1:cipher.iv.tag`
 * format; blind indexes come from the package's driver unchanged.
 */
export class PreparedAES256GCM extends AES256GCM {
  #id: string
  #key: KeyObject
  #legacyKey: KeyObject

  constructor(config: { id: string; key: Key }) {
    super(config)
    this.#id = config.id
    this.#legacyKey = createSecretKey(this.cryptoKey)
    this.#key = createSecretKey(
      Buffer.from(
        hkdfSync('sha256', this.cryptoKey, Buffer.alloc(0), `aes-256-gcm:v1:${config.id}`, 32)
      )
    )
  }

  encrypt(payload: any, options?: { expiresIn?: string | number; purpose?: string }): CypherText
  encrypt(payload: any, expiresIn?: string | number, purpose?: string): CypherText
  encrypt(
    payload: any,
    expiresInOrOptions?: string | number | { expiresIn?: string | number; purpose?: string },
    purpose?: string
  ): CypherText {
    const options =
      typeof expiresInOrOptions === 'object' && expiresInOrOptions !== null
        ? expiresInOrOptions
        : { expiresIn: expiresInOrOptions, purpose }
    const iv = randomBytes(IV_LENGTH)
    const cipher = createCipheriv('aes-256-gcm', this.#key, iv, { authTagLength: TAG_LENGTH })
    if (options.purpose) {
      cipher.setAAD(Buffer.from(options.purpose), {
        plaintextLength: Buffer.byteLength(options.purpose),
      })
    }
    const plain = new MessageBuilder().build(payload, options.expiresIn)
    const cipherText = Buffer.concat([cipher.update(plain), cipher.final()])
    return [
      this.#id,
      `${VERSION}${base64UrlEncode(cipherText)}`,
      base64UrlEncode(iv),
      base64UrlEncode(cipher.getAuthTag()),
    ].join('.') as CypherText
  }

  decrypt<T extends any>(value: unknown, purpose?: string): T | null {
    if (typeof value !== 'string') return null
    const parts = value.split('.')
    if (parts.length !== 4) return null
    const [id, cipherEncoded, ivEncoded, tagEncoded] = parts
    if (!id || !cipherEncoded || !ivEncoded || !tagEncoded || id !== this.#id) return null
    const current = cipherEncoded.startsWith(VERSION)
    const cipherText = base64UrlDecode(
      current ? cipherEncoded.slice(VERSION.length) : cipherEncoded
    )
    const iv = base64UrlDecode(ivEncoded)
    const tag = base64UrlDecode(tagEncoded)
    if (!cipherText || iv?.length !== IV_LENGTH || tag?.length !== TAG_LENGTH) return null
    try {
      const decipher = createDecipheriv('aes-256-gcm', current ? this.#key : this.#legacyKey, iv, {
        authTagLength: TAG_LENGTH,
      })
      if (purpose) {
        decipher.setAAD(Buffer.from(purpose), { plaintextLength: Buffer.byteLength(purpose) })
      }
      decipher.setAuthTag(tag)
      const plain = Buffer.concat([decipher.update(cipherText), decipher.final()])
      return new MessageBuilder().verify<T>(plain)
    } catch {
      return null
    }
  }
}

/** The encryption config's driver entry (config/encryption.ts). */
export function preparedAes256gcm(config: { id: string; keys: Key[] }) {
  return {
    driver: (key: Key) => new PreparedAES256GCM({ id: config.id, key }),
    keys: config.keys,
  }
}

/** Signed cookies and URLs of `encryption` go through prepared keys from now on. */
export function prepareMessageVerifier(encryption: Encryption, keys: Key[]) {
  const verifier = new PreparedMessageVerifier(keys)
  Object.defineProperty(encryption, 'getMessageVerifier', { value: () => verifier })
}
