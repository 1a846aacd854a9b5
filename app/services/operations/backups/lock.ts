import { hostname } from 'node:os'
import { join } from 'node:path'
import { Refusal } from '#exceptions/refusal'
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises'

/*
| One backup or restore at a time per backup folder: a file created with
| O_EXCL (`wx`), holding who took it. A lock is stale, and taken over, when
| it is older than STALE_AFTER_HOURS (a machine that crashed mid-backup),
| or when its process, on this machine, is gone (a backup killed).
*/
export const STALE_AFTER_HOURS = 6
export const LOCK_FILE = '.lock'

type Holder = { pid: number; host: string; startedAt: string; task: string }

/** Whether a process of this machine still runs (signal 0 only asks). */
export function alive(pid: number) {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    /* EPERM: it exists, owned by another user. */
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

async function stale(path: string) {
  let holder: Holder | null = null
  try {
    holder = JSON.parse(await readFile(path, 'utf8')) as Holder
  } catch {
    /* Unreadable: judged by its age only. */
  }
  const { mtimeMs } = await stat(path)
  if (Date.now() - mtimeMs > STALE_AFTER_HOURS * 3600_000) return true
  return holder !== null && holder.host === hostname() && !alive(holder.pid)
}

/** Takes the lock of `directory` for `task`; returns its release. Throws a `Refusal` when held. */
export async function acquireLock(directory: string, task: string) {
  await mkdir(directory, { recursive: true, mode: 0o700 })
  const path = join(directory, LOCK_FILE)
  const holder: Holder = {
    pid: process.pid,
    host: hostname(),
    startedAt: new Date().toISOString(),
    task,
  }
  const take = () => writeFile(path, JSON.stringify(holder), { flag: 'wx' })
  try {
    await take()
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    if (!(await stale(path).catch(() => false))) {
      throw Refusal.because(
        `Une sauvegarde ou une restauration est déjà en cours (verrou ${path}).`
      )
    }
    await rm(path, { force: true })
    /* A second process taking over the same stale lock loses here. */
    await take().catch(() => {
      throw Refusal.because(`Le verrou ${path} vient d'être pris par un autre processus.`)
    })
  }
  return () => rm(path, { force: true })
}
