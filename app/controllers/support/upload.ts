import type { Readable } from 'node:stream'
import type { HttpContext } from '@adonisjs/core/http'
import {
  IMPORT_MESSAGES,
  MAX_FILE_BYTES,
  MAX_UPLOAD_BYTES,
  spreadsheetKind,
} from '#services/data_tools/import_file'
import { UPLOAD_MESSAGES, type UploadPool } from '#services/platform/upload_limits'
import { admitUpload, watchRate } from '#services/platform/upload_memory'
import { closeAfterAnswer } from '#middleware/request_limits_middleware'
import { Refusal } from '#exceptions/refusal'

/** A refusal met while a body is read (its message is the French text shown). */
class UploadRefused extends Error {}

/**
 * The bytes of an upload, refused past `limit` without reading further: the
 * stream is left paused (its owner closes the connection). `signal` gives
 * up at once, when the request is refused for another reason.
 */
function bytesOf(
  stream: Readable,
  limit: number,
  messages: UploadBudget['messages'],
  signal?: AbortSignal
) {
  return new Promise<Buffer>((resolve, reject) => {
    let chunks: Buffer[] = []
    let size = 0
    const stop = (error: Error) => {
      stream.off('data', onData)
      stream.pause()
      chunks = []
      reject(error)
    }
    const onData = (chunk: Buffer) => {
      size += chunk.length
      if (size > limit) stop(new UploadRefused(messages.fileBytes))
      else chunks.push(chunk)
    }
    const cut = () => stop(new UploadRefused(messages.received))
    if (signal?.aborted) return cut()
    signal?.addEventListener('abort', cut)
    /* Kept for the stream's whole life: a late error must not go unhandled. */
    stream.on('error', stop)
    stream.on('close', cut)
    stream.on('data', onData)
    stream.once('end', () => resolve(Buffer.concat(chunks)))
  })
}

/**
 * Refuses an upload on its form's `field`, the connection closed after the
 * answer rather than drained (the rest of the body may still be arriving).
 * `status` is what a JSON caller gets.
 */
export function refuseUpload(
  ctx: HttpContext,
  field: string,
  message: string,
  status = 422
): never {
  closeAfterAnswer(ctx)
  throw Refusal.field(field, message, { status })
}

export type Upload = { filename: string; bytes: Buffer } | { refused: string }

/** A form sent with one file: its text fields and the file (null when none was chosen). */
export type FormWithFile =
  | { fields: Record<string, string>; file: { filename: string; bytes: Buffer } | null }
  | { refused: string }

/** What a route accepts of a multipart body, and what the person reads when refused. */
export type UploadBudget = {
  /** Whose uploads it shares memory with (UPLOAD_LIMITS.pools). */
  pool: UploadPool
  /** The one file field; any other file part refuses the request. */
  field: string
  maxFileBytes: number
  /** The whole body: the file, the text fields, the boundaries. */
  maxBodyBytes: number
  /** Decides on the name as the part begins (the bytes are checked by the caller). */
  accepts?: (filename: string) => boolean
  messages: { fileBytes: string; type: string; oneFile: string; received: string }
}

/**
 * A multipart form within `budget`, read as a stream into memory (never to
 * disk): a declared length over it is refused before anything is read; a
 * body without one (chunked) is counted as it arrives. A second file, a
 * file under another name or one past its size refuses at once (multipart
 * aborted, part left paused): the caller answers and closes the connection
 * rather than draining the rest. Text fields come back as strings (a
 * repeated field keeps its last value). The upload is admitted into its
 * pool for its IP and `account` (upload_memory.ts), its bytes count against
 * the pool as they arrive until the answer, and a body slower than the
 * minimum rate is cut.
 */
export async function receiveFormWithFile(
  request: HttpContext['request'],
  budget: UploadBudget,
  account?: number
): Promise<FormWithFile> {
  const { messages } = budget
  const declared = Number(request.header('content-length') ?? 0)
  if (declared > budget.maxBodyBytes) {
    return { refused: messages.fileBytes }
  }
  const slot = admitUpload(request.response, budget.pool, { ip: request.ip(), account })
  if ('refused' in slot) return slot
  const multipart = request.multipart
  const giveUp = new AbortController()
  let refused: string | undefined
  let file: { filename: string; bytes: Buffer } | null = null
  let files = 0
  const refuse = (message: string) => {
    if (refused) return
    refused = message
    giveUp.abort()
    multipart.abort(new UploadRefused(message))
  }
  multipart.onFile('*', {}, async (part) => {
    const filename = part.filename ?? budget.field
    if (part.name !== budget.field || ++files > 1) return refuse(messages.oneFile)
    if (budget.accepts && !budget.accepts(filename)) return refuse(messages.type)
    try {
      file = { filename, bytes: await bytesOf(part, budget.maxFileBytes, messages, giveUp.signal) }
    } catch (error) {
      refuse(error instanceof UploadRefused ? error.message : messages.received)
    }
  })
  const processing = multipart.process()
  let received = 0
  const count = (chunk: Buffer) => {
    received += chunk.length
    if (received > budget.maxBodyBytes) refuse(messages.fileBytes)
    else if (!slot.grow(chunk.length)) refuse(UPLOAD_MESSAGES.busy)
  }
  request.request.on('data', count)
  /* Only while the body is still arriving: one that has arrived whole is never too slow. */
  const stopWatching = watchRate(
    () => received,
    () => {
      if (!request.request.complete) refuse(UPLOAD_MESSAGES.slow)
    }
  )
  try {
    await processing
  } catch {
    refused ??= messages.received
  } finally {
    stopWatching()
    request.request.off('data', count)
  }
  if (refused) return { refused }
  return { fields: textFields(request.body()), file }
}

/** The text values of a parsed multipart body (files and nested values left out). */
function textFields(body: Record<string, unknown>) {
  const fields: Record<string, string> = {}
  for (const [name, value] of Object.entries(body)) {
    const last = Array.isArray(value) ? value.at(-1) : value
    if (typeof last === 'string') fields[name] = last
  }
  return fields
}

/**
 * The import's file of `account`, from a multipart request, within
 * MAX_UPLOAD_BYTES (receiveFormWithFile); a form without its file is refused
 * as a wrong one.
 */
export async function receiveUpload(
  request: HttpContext['request'],
  account: number
): Promise<Upload> {
  const received = await receiveFormWithFile(
    request,
    {
      pool: 'imports',
      field: 'fichier',
      maxFileBytes: MAX_FILE_BYTES,
      maxBodyBytes: MAX_UPLOAD_BYTES,
      accepts: (filename) => spreadsheetKind(filename) !== null,
      messages: { ...IMPORT_MESSAGES, oneFile: IMPORT_MESSAGES.type },
    },
    account
  )
  if ('refused' in received) return received
  return received.file ?? { refused: IMPORT_MESSAGES.type }
}
