/*
| First-run helper, called by the npm scripts: creates .env from
| .env.example with a fresh APP_KEY when it is missing, and the tmp/ folder
| that holds the SQLite database (libsql cannot create missing folders).
*/
import { randomBytes } from 'node:crypto'
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'

const root = new URL('../', import.meta.url)
const envFile = new URL('.env', root)

mkdirSync(new URL('tmp/', root), { recursive: true })

if (!existsSync(envFile)) {
  copyFileSync(new URL('.env.example', root), envFile)
  const key = randomBytes(32).toString('base64url')
  const content = readFileSync(envFile, 'utf8').replace(/^APP_KEY=.*$/m, `APP_KEY=${key}`)
  writeFileSync(envFile, content)
  console.log('.env created from .env.example with a new APP_KEY')
}

/*
| APP_URL is no longer written on first start: unset, e-mail links follow
| HOST and PORT (config/app.ts), so a dev server on another port sends links
| to itself. The value older first starts wrote is removed the same way.
*/
const WRITTEN_APP_URL = /^APP_URL=http:\/\/localhost:3333\/?[ \t]*$/m
const written = readFileSync(envFile, 'utf8')
if (WRITTEN_APP_URL.test(written)) {
  writeFileSync(
    envFile,
    written.replace(
      WRITTEN_APP_URL,
      '# APP_URL unset: links follow HOST and PORT (set it in production)'
    )
  )
  console.log('.env: APP_URL=http://localhost:3333 removed (e-mail links now follow HOST and PORT)')
}

/* The cookie session store was removed (a copied cookie outlived logout): move older .env files on. */
const env = readFileSync(envFile, 'utf8')
if (/^SESSION_DRIVER=cookie\s*$/m.test(env)) {
  writeFileSync(envFile, env.replace(/^SESSION_DRIVER=cookie\s*$/m, 'SESSION_DRIVER=database'))
  console.log('.env: SESSION_DRIVER=cookie replaced by database (sessions now live on the server)')
}
