/*
| How much structure one JSON or form body may carry, checked on the raw
| bytes as they arrive (app/middleware/body_shape_middleware.ts), before
| the bodyparser parses them. Measured (attack round 4): the cost of a body
| is per value, not per byte. JSON.parse of 60,000 keys in 770 KB takes
| ~65 ms, but the bodyparser's reviver, the request's copies of the body
| (merged with the query, then deep-cloned) and the input cleaning walk
| every key again: 0.5–1 s of event loop per request in all. Bounding the
| count of keys and values bounds all of these.
|
| The largest legitimate bodies: a bulk action (BULK_MAX_IDS ids plus the
| list's query), the import's column mapping (~40 keys), the offer form
| (~40 keys), a merge (~30 choices), rich text (one long string, counted
| by bytes, not here). Nesting never goes deeper than 3 (the bulk query's
| filter lists).
*/
export type BodyShapeLimits = {
  /** Objects and arrays inside one another, the body itself included. */
  depth: number
  /** Object members in the whole body, at every depth. */
  keys: number
  /** Array elements in the whole body, all arrays together. */
  items: number
}

export const BODY_SHAPE_LIMITS: Record<'json' | 'form', BodyShapeLimits> = {
  /**
   * Items: twice a bulk action's BULK_MAX_IDS (#validators/bulk, not
   * imported: config/bodyparser.ts reads this file before the app's
   * services exist), room for its query.
   */
  json: { depth: 8, keys: 500, items: 2000 },
  /**
   * The app's own pages send JSON; forms come from tests and pages posted
   * without JavaScript (a few fields). Lower bounds: qs, the form parser,
   * slows down with the square of a list's length (measured: 1,000
   * `ids[]` take 11 ms, 2,000 take 63 ms).
   */
  form: { depth: 8, keys: 250, items: 250 },
}

export type BodyShapeProblem = 'depth' | 'keys' | 'items'

/** Reads a body chunk by chunk; says what is over the limits as soon as it is. */
export interface BodyShapeScanner {
  push(chunk: Buffer): BodyShapeProblem | null
  /** The body has ended (a form's last field is only complete then). */
  end(): BodyShapeProblem | null
}

const QUOTE = 0x22
const BACKSLASH = 0x5c
const COMMA = 0x2c
const COLON = 0x3a
const OPEN_OBJECT = 0x7b
const CLOSE_OBJECT = 0x7d
const OPEN_ARRAY = 0x5b
const CLOSE_ARRAY = 0x5d
const isJsonSpace = (byte: number) =>
  byte === 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0d

/**
 * JSON, string-aware, in one pass over the bytes (UTF-8 never puts `"` or
 * `\` inside a multi-byte character). A `:` outside a string is a member,
 * a `,` directly inside an array one more element. Invalid JSON is left
 * for the parser to refuse.
 */
export class JsonShapeScanner implements BodyShapeScanner {
  #keys = 0
  #items = 0
  #depth = 0
  /** Whether each open container is an array (at most `limits.depth` of them). */
  #arrays: boolean[] = []
  #inString = false
  #escaped = false
  #awaitingFirstItem = false

  constructor(private limits: BodyShapeLimits = BODY_SHAPE_LIMITS.json) {}

  push(chunk: Buffer): BodyShapeProblem | null {
    for (const byte of chunk) {
      if (this.#inString) {
        if (this.#escaped) this.#escaped = false
        else if (byte === BACKSLASH) this.#escaped = true
        else if (byte === QUOTE) this.#inString = false
        continue
      }
      if (isJsonSpace(byte)) continue
      if (this.#awaitingFirstItem) {
        this.#awaitingFirstItem = false
        if (byte !== CLOSE_ARRAY && ++this.#items > this.limits.items) return 'items'
      }
      const problem = this.#structural(byte)
      if (problem) return problem
    }
    return null
  }

  end() {
    return null
  }

  #structural(byte: number): BodyShapeProblem | null {
    if (byte === QUOTE) {
      this.#inString = true
    } else if (byte === OPEN_OBJECT || byte === OPEN_ARRAY) {
      if (++this.#depth > this.limits.depth) return 'depth'
      this.#arrays[this.#depth] = byte === OPEN_ARRAY
      this.#awaitingFirstItem = byte === OPEN_ARRAY
    } else if (byte === CLOSE_OBJECT || byte === CLOSE_ARRAY) {
      this.#depth = Math.max(0, this.#depth - 1)
    } else if (byte === COLON) {
      if (++this.#keys > this.limits.keys) return 'keys'
    } else if (byte === COMMA && this.#arrays[this.#depth]) {
      if (++this.#items > this.limits.items) return 'items'
    }
    return null
  }
}

const AMPERSAND = 0x26
const EQUALS = 0x3d
const PERCENT = 0x25
const DOT = 0x2e
const isDigit = (byte: number) => byte >= 0x30 && byte <= 0x39

function hexValue(byte: number) {
  if (isDigit(byte)) return byte - 0x30
  const lower = byte | 0x20
  return lower >= 0x61 && lower <= 0x66 ? lower - 0x61 + 10 : -1
}

/**
 * application/x-www-form-urlencoded, as the bodyparser's qs reads it: each
 * `&`-separated field is a key, or an array element when its name ends in
 * `[]` or `[n]`; its depth is 1 + its `[` and `.` (qs reads `a.b` as
 * `a[b]`), percent-encoded ones included. Empty fields count too: qs counts
 * them against its parameterLimit.
 */
export class FormShapeScanner implements BodyShapeScanner {
  #keys = 0
  #items = 0
  #inName = true
  #depth = 1
  #inSegment = false
  #segmentIsIndex = true
  #endsWithIndex = false
  /** Percent-escape of the name being read: its hex digits so far (-1: none). */
  #escapeDigits = -1
  #escapeValue = 0

  constructor(private limits: BodyShapeLimits = BODY_SHAPE_LIMITS.form) {}

  push(chunk: Buffer): BodyShapeProblem | null {
    for (const byte of chunk) {
      if (byte === AMPERSAND) {
        const problem = this.#fieldEnded()
        if (problem) return problem
      } else if (this.#inName) {
        const problem = byte === EQUALS ? this.#nameEnded() : this.#nameByte(byte)
        if (problem) return problem
      }
    }
    return null
  }

  end() {
    return this.#fieldEnded()
  }

  #nameByte(byte: number): BodyShapeProblem | null {
    if (this.#escapeDigits >= 0) {
      const value = hexValue(byte)
      if (value < 0) {
        this.#escapeDigits = -1
        return this.#decoded(byte)
      }
      this.#escapeValue = this.#escapeValue * 16 + value
      if (++this.#escapeDigits < 2) return null
      this.#escapeDigits = -1
      return this.#decoded(this.#escapeValue)
    }
    if (byte === PERCENT) {
      this.#escapeDigits = 0
      this.#escapeValue = 0
      return null
    }
    return this.#decoded(byte)
  }

  /** One character of a field name, once decoded. */
  #decoded(byte: number): BodyShapeProblem | null {
    if (byte === OPEN_ARRAY || byte === DOT) {
      if (++this.#depth > this.limits.depth) return 'depth'
      this.#inSegment = byte === OPEN_ARRAY
      this.#segmentIsIndex = this.#inSegment
      this.#endsWithIndex = false
    } else if (byte === CLOSE_ARRAY && this.#inSegment) {
      this.#inSegment = false
      this.#endsWithIndex = this.#segmentIsIndex
    } else {
      if (!isDigit(byte)) this.#segmentIsIndex = false
      if (!this.#inSegment) this.#endsWithIndex = false
    }
    return null
  }

  #nameEnded(): BodyShapeProblem | null {
    this.#inName = false
    if (this.#endsWithIndex) return ++this.#items > this.limits.items ? 'items' : null
    return ++this.#keys > this.limits.keys ? 'keys' : null
  }

  #fieldEnded(): BodyShapeProblem | null {
    const problem = this.#inName ? this.#nameEnded() : null
    this.#inName = true
    this.#depth = 1
    this.#inSegment = false
    this.#endsWithIndex = false
    this.#escapeDigits = -1
    return problem
  }
}
