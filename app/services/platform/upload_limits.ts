import limiter from '@adonisjs/limiter/services/main'
import { errors } from '@adonisjs/limiter'
import { waitInWords } from '#services/platform/mail_limits'

/*
| Every bound on the uploads a process holds in memory at once, in one table
| (docs/security.md, "Uploads"). Uploads are read into memory until answered
| (app/controllers/support/upload.ts); app/services/platform/upload_memory.ts
| keeps the counts. What an upload holds is what has arrived, never what its
| Content-Length announces: a sender who declares 5 MB and sends 1 byte holds
| 1 byte. A held connection must keep sending: a body slower than the
| minimum rate over one window is cut. Anonymous applications and signed-in
| imports draw on separate pools, and one IP (or one account) may have only
| a few uploads in flight in each, so that one address holding its share
| leaves room for everybody else. Tests set smaller values and restore these.
*/

const MB = 1024 * 1024

export type UploadPool = 'candidatures' | 'imports'

/** A pool's bytes at once, and how many uploads one IP (one account, for imports) may have in it. */
type PoolLimits = { limitBytes: number; perIp: number; perAccount?: number }

type UploadLimits = {
  pools: Record<UploadPool, PoolLimits>
  minRate: { bytesPerSecond: number; windowMs: number }
}

export const UPLOAD_LIMITS: UploadLimits = {
  pools: {
    /**
     * Job-board applications (anonymous): 24 MB of bodies at once, at most
     * 2 in flight per IP (2 × 5 MB CVs, well under the pool). Real CVs are
     * 0.1–1 MB: dozens of candidates at once.
     */
    candidatures: { limitBytes: 24 * MB, perIp: 2 },
    /**
     * Spreadsheet imports (signed in): 40 MB at once, at most 3 in flight per
     * IP (an office behind one address: 3 × 10 MB, under the pool) and 2 per
     * account (two tabs; one person sends one file at a time).
     */
    imports: { limitBytes: 40 * MB, perIp: 3, perAccount: 2 },
  },
  /**
   * A body must bring at least `bytesPerSecond` over each window of
   * `windowMs` (from when the server starts reading it), or it is cut: 4 KB/s is
   * 32 kbit/s, below any mobile upload a person would use; a sender holding a
   * connection must spend that bandwidth, and at most 120 s of it
   * (HTTP_REQUEST_TIMEOUT_SECONDS, bin/server.ts).
   */
  minRate: { bytesPerSecond: 4 * 1024, windowMs: 10_000 },
}

/**
 * Posts of an import's file by one account, valid or not, counted before
 * the body is read (each may cost reading 10 MB and parsing it for 10 s).
 * A fixed window from the first use, as the mail limits'.
 */
export const IMPORT_ATTEMPTS_PER_ACCOUNT = { requests: 20, duration: '10 mins' }

/** What the sender reads for each refusal (under the file's field). */
export const UPLOAD_MESSAGES = {
  busy: 'Le serveur reçoit beaucoup de fichiers en ce moment. Réessayez dans une minute.',
  perIp:
    'D’autres fichiers sont en cours d’envoi depuis votre connexion. Attendez qu’ils soient reçus, puis réessayez.',
  perAccount:
    'Un autre fichier est en cours d’envoi depuis votre compte. Attendez qu’il soit reçu, puis réessayez.',
  slow: 'L’envoi du fichier était trop lent et a été interrompu. Vérifiez votre connexion, puis réessayez.',
  importAttempts: (wait: number) =>
    `Trop d’imports envoyés depuis votre compte. Réessayez dans ${waitInWords(wait)}.`,
}

/**
 * Counts one import post of `account` (the limiter's atomic consume, so
 * posts sent at once cannot pass it): null when allowed, else the seconds to
 * wait.
 */
export async function takeImportAttempt(account: number) {
  /* A fresh object each time: the limiter rewrites the duration of the options it is given. */
  const { requests, duration } = IMPORT_ATTEMPTS_PER_ACCOUNT
  try {
    await limiter.use({ requests, duration }).consume(`importAttemptPerAccount_${account}`)
    return null
  } catch (error) {
    if (!(error instanceof errors.E_TOO_MANY_REQUESTS)) throw error
    return Math.max(1, error.response.availableIn)
  }
}
