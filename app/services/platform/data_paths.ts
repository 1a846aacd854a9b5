import { isAbsolute, join, relative, resolve } from 'node:path'

/*
| Where the app keeps what must survive a redeploy. `npm run build` wipes
| `build/`, so in production the SQLite file (and its backups) live in a data
| directory outside the application folder: `DATA_DIR`, or an absolute
| `SQLITE_PATH`. In development and tests they stay under `tmp/`.
*/
type PathEnv = { SQLITE_PATH?: string; DATA_DIR?: string }

export function dataDirectory(appRoot: string, env: PathEnv) {
  return env.DATA_DIR ? resolve(appRoot, env.DATA_DIR) : join(appRoot, 'tmp')
}

export function sqliteFile(appRoot: string, env: PathEnv) {
  if (env.SQLITE_PATH) return resolve(appRoot, env.SQLITE_PATH)
  return join(dataDirectory(appRoot, env), 'db.sqlite3')
}

/** True when `path` is the application folder or inside it (wiped by the next build). */
export function insideApp(appRoot: string, path: string) {
  const fromRoot = relative(resolve(appRoot), resolve(path))
  return fromRoot === '' || (!fromRoot.startsWith('..') && !isAbsolute(fromRoot))
}
