import { execFileSync } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { test } from '@japa/runner'
import { EnvParser } from '@adonisjs/core/env'
import { localUrl } from '#config/app'

/*
| The dev server's e-mail links follow the port it really listens on (issue
| 41): the .env written on first start sets no APP_URL (config/app.ts then
| derives it from HOST and PORT), an .env from an older first start loses the
| APP_URL it was given, and `npm run dev` gives its web server and its worker
| one port, the asked one or a free one when it is busy (bin/dev_port.js).
*/
const ROOT = new URL('../../', import.meta.url)

/** A copy of the app's first-run files in a fresh folder, `.env` as given (none by default). */
function firstRunFolder(env?: string) {
  const folder = mkdtempSync(join(tmpdir(), 'esidoor-setup-'))
  mkdirSync(join(folder, 'bin'))
  copyFileSync(fileURLToPath(new URL('bin/setup.js', ROOT)), join(folder, 'bin/setup.js'))
  copyFileSync(fileURLToPath(new URL('.env.example', ROOT)), join(folder, '.env.example'))
  if (env !== undefined) writeFileSync(join(folder, '.env'), env)
  return folder
}

/** Runs bin/setup.js in `folder` (as `npm run setup` does) and parses the .env it leaves. */
async function setUp(folder: string) {
  execFileSync(process.execPath, [join(folder, 'bin/setup.js')], { stdio: 'pipe' })
  const text = readFileSync(join(folder, '.env'), 'utf8')
  return {
    text,
    values:
      (await new EnvParser(text, new URL(`file://${folder}/`), {
        ignoreProcessEnv: true,
      }).parse()) ?? {},
  }
}

function listening() {
  return new Promise<{ server: Server; port: number }>((resolve) => {
    const server = createServer().listen(0, () => {
      const address = server.address()
      resolve({ server, port: typeof address === 'object' && address ? address.port : 0 })
    })
  })
}

/** What bin/dev_port.js answers, run by Node as `npm run dev` runs it. */
function devPortModule(expression: string) {
  const module = new URL('bin/dev_port.js', ROOT).href
  const script = `import * as m from '${module}'; console.log(await ${expression})`
  return execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    encoding: 'utf8',
  }).trim()
}

test.group('Dev server | e-mail links follow the port', () => {
  test('the .env written on first start sets no APP_URL: links follow HOST and PORT', async ({
    assert,
  }) => {
    const folder = firstRunFolder()
    try {
      const { values } = await setUp(folder)
      assert.match(values.APP_KEY ?? '', /.{32,}/)
      assert.notProperty(values, 'APP_URL')
      /* `PORT=4567 npm run dev`: the links go where the server listens. */
      assert.equal(localUrl(values.HOST ?? '', 4567), 'http://localhost:4567')
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
  })

  test('an .env from an older first start loses APP_URL=http://localhost:3333; a chosen one stays', async ({
    assert,
  }) => {
    const older = firstRunFolder('PORT=3333\nHOST=localhost\nAPP_URL=http://localhost:3333\n')
    const chosen = firstRunFolder('PORT=3333\nHOST=localhost\nAPP_URL=https://recrute.example.fr\n')
    try {
      const [fromOlder, fromChosen] = [await setUp(older), await setUp(chosen)]
      assert.notProperty(fromOlder.values, 'APP_URL')
      assert.equal(fromChosen.values.APP_URL, 'https://recrute.example.fr')
    } finally {
      rmSync(older, { recursive: true, force: true })
      rmSync(chosen, { recursive: true, force: true })
    }
  })

  test('a wildcard HOST gives localhost links; an IPv6 address is bracketed', ({ assert }) => {
    assert.equal(localUrl('0.0.0.0', 3333), 'http://localhost:3333')
    assert.equal(localUrl('::', 3333), 'http://localhost:3333')
    assert.equal(localUrl('::1', 4000), 'http://[::1]:4000')
    assert.equal(localUrl('127.0.0.1', 4000), 'http://127.0.0.1:4000')
  })

  test('npm run dev: PORT of the environment, else of .env, else 3333; a busy one is replaced', async ({
    assert,
  }) => {
    assert.equal(devPortModule(`m.askedPort({ PORT: '4100' }, 'PORT=3333')`), '4100')
    assert.equal(devPortModule(`m.askedPort({}, 'HOST=x\\nPORT=4200\\n')`), '4200')
    assert.equal(devPortModule(`m.askedPort({}, '')`), '3333')

    const { server, port } = await listening()
    try {
      const given = Number(devPortModule(`m.freePortFrom(${port})`))
      assert.notEqual(given, port)
      assert.isAbove(given, 0)
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  })
})
