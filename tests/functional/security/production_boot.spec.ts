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

test.group('Security: production boot', () => {
  test('the log mailer in production stops the boot with a line naming MAIL_MAILER', async ({
    assert,
  }) => {
    const { code, stderr } = await boot({
      NODE_ENV: 'production',
      MAIL_MAILER: 'log',
      APP_URL: 'https://e-sidoor.example',
      DB_CONNECTION: 'pg',
    })
    assert.notEqual(code, 0)
    assert.match(stderr, /MAIL_MAILER must be "smtp" in production/)
    assert.notMatch(stderr, /APP_URL is required/)
  })

  test('a missing APP_URL stops the boot too', async ({ assert }) => {
    const { code, stderr } = await boot({
      NODE_ENV: 'production',
      MAIL_MAILER: 'smtp',
      SMTP_HOST: '127.0.0.1',
      APP_URL: '',
      DB_CONNECTION: 'pg',
    })
    assert.notEqual(code, 0)
    assert.match(stderr, /APP_URL is required in production/)
  })
})
