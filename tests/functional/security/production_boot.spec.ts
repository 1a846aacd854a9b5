import { spawn } from 'node:child_process'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import { freePort } from '#tests/helpers/free_port'

/** Boots bin/server.ts with `env` and returns its exit code and error output. */
async function boot(env: Record<string, string>) {
  const port = String(await freePort())
  return new Promise<{ code: number | null; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import=@poppinss/ts-exec', 'bin/server.ts'], {
      cwd: app.makePath(),
      env: { ...process.env, PORT: port, HOST: '127.0.0.1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stderr = ''
    child.stderr.on('data', (chunk) => (stderr += chunk))
    child.stdout.on('data', (chunk) => (stderr += chunk))
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000)
    child.on('exit', (code) => {
      clearTimeout(timer)
      resolve({ code, stderr })
    })
  })
}

/** A fault of the production settings: the env it boots with, what the log must and must not say. */
type Fault = { label: string; env: Record<string, string>; says: RegExp; saysNot?: RegExp }

test.group('Security: production boot', () => {
  test('{label} stops the boot with a line naming it')
    .with<Fault[]>([
      {
        label: 'the log mailer in production',
        env: { MAIL_MAILER: 'log', APP_URL: 'https://e-sidoor.example' },
        says: /MAIL_MAILER must be "smtp" in production/,
        /* The one fault is the one named. */
        saysNot: /APP_URL is required/,
      },
      {
        label: 'a missing APP_URL',
        env: { MAIL_MAILER: 'smtp', SMTP_HOST: '127.0.0.1', APP_URL: '' },
        says: /APP_URL is required in production/,
      },
    ])
    .run(async ({ assert }, { env, says, saysNot }) => {
      const { code, stderr } = await boot({ NODE_ENV: 'production', DB_CONNECTION: 'pg', ...env })
      assert.notEqual(code, 0)
      assert.match(stderr, says)
      if (saysNot) assert.notMatch(stderr, saysNot)
    })
})
