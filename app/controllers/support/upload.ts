import type { Readable } from 'node:stream'
import type { HttpContext } from '@adonisjs/core/http'
import {
  IMPORT_MESSAGES,
  ImportFileError,
  MAX_FILE_BYTES,
  MAX_UPLOAD_BYTES,
  spreadsheetKind,
} from '#services/data_tools/import_file'

/**
 * The bytes of an upload, refused past `limit` without reading further: the
 * stream is left paused (its owner closes the connection). `signal` gives
 * up at once, when the request is refused for another reason.
 */
function bytesOf(stream: Readable, limit: number, signal?: AbortSignal) {
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
      if (size > limit) stop(new ImportFileError(IMPORT_MESSAGES.fileBytes))
      else chunks.push(chunk)
    }
    const cut = () => stop(new ImportFileError(IMPORT_MESSAGES.received))
    if (signal?.aborted) return cut()
    signal?.addEventListener('abort', cut)
    /* Kept for the stream's whole life: a late error must not go unhandled. */
    stream.on('error', stop)
    stream.on('close', cut)
    stream.on('data', onData)
    stream.once('end', () => resolve(Buffer.concat(chunks)))
  })
}

export type Upload = { filename: string; bytes: Buffer } | { refused: string }

/**
 * The import's file, from a multipart request, within MAX_UPLOAD_BYTES:
 * a declared length over it is refused before anything is read; a body
 * without one (chunked) is counted as it arrives. A refusal stops reading
 * at once (multipart aborted, part left paused): the caller answers and
 * closes the connection rather than draining the rest.
 */
export async function receiveUpload(request: HttpContext['request']): Promise<Upload> {
  if (Number(request.header('content-length') ?? 0) > MAX_UPLOAD_BYTES) {
    return { refused: IMPORT_MESSAGES.fileBytes }
  }
  const multipart = request.multipart
  const giveUp = new AbortController()
  let refused: string | undefined
  let upload: { filename: string; bytes: Buffer } | undefined
  let files = 0
  const refuse = (message: string) => {
    if (refused) return
    refused = message
    giveUp.abort()
    multipart.abort(new ImportFileError(message))
  }
  multipart.onFile('fichier', {}, async (part) => {
    const filename = part.filename ?? 'import'
    if (++files > 1 || !spreadsheetKind(filename)) return refuse(IMPORT_MESSAGES.type)
    try {
      upload = { filename, bytes: await bytesOf(part, MAX_FILE_BYTES, giveUp.signal) }
    } catch (error) {
      refuse(error instanceof ImportFileError ? error.message : IMPORT_MESSAGES.received)
    }
  })
  const processing = multipart.process()
  let received = 0
  const count = (chunk: Buffer) => {
    received += chunk.length
    if (received > MAX_UPLOAD_BYTES) refuse(IMPORT_MESSAGES.fileBytes)
  }
  request.request.on('data', count)
  try {
    await processing
  } catch {
    refused ??= IMPORT_MESSAGES.received
  } finally {
    request.request.off('data', count)
  }
  if (refused) return { refused }
  return upload ?? { refused: IMPORT_MESSAGES.type }
}
