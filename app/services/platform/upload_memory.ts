/*
| Uploads are read into memory, never to disk (app/controllers/support/upload.ts):
| each holds up to its route's body budget (an application's CV 5 MB, an import
| 10 MB) until its answer is sent. Each route bounds one request; this bounds
| them together: a process holds at most `uploadMemory.limitBytes` of bodies
| in flight. An upload that would go past it is refused before a byte of its
| body is read, with a French message to try again (docs/security.md,
| "Uploads"). Sixty-four parallel 5 MB applications would otherwise hold 320 MB.
*/
import type { ServerResponse } from 'node:http'

const MB = 1024 * 1024

export const uploadMemory = {
  /** Bytes of upload bodies one process may hold at once; tests set a small one. */
  limitBytes: 64 * MB,
  /** Bytes reserved by the uploads in flight now. */
  heldBytes: 0,
}

/** What the sender reads when the process already holds its budget of uploads. */
export const UPLOAD_BUSY_MESSAGE =
  'Le serveur reçoit beaucoup de fichiers en ce moment. Réessayez dans une minute.'

/**
 * Reserves `bytes` until `response` is closed (answered, or the connection
 * lost): false, reserving nothing, when the uploads in flight already hold
 * the budget. One upload alone is always within it (a route's budget is
 * below the process's).
 */
export function reserveUploadMemory(response: ServerResponse, bytes: number) {
  if (uploadMemory.heldBytes > 0 && uploadMemory.heldBytes + bytes > uploadMemory.limitBytes) {
    return false
  }
  uploadMemory.heldBytes += bytes
  let released = false
  const release = () => {
    if (released) return
    released = true
    uploadMemory.heldBytes -= bytes
  }
  if (response.closed) release()
  else response.once('close', release)
  return true
}
