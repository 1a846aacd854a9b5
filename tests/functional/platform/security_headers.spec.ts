import { test } from '@japa/runner'
import { startAppProcess } from '#tests/helpers/app_process'
import { freePort } from '#tests/helpers/free_port'
import { route } from '#tests/helpers/routes'

test.group('Security headers', () => {
  test('pages carry CSP, nosniff, frame denial and a nonce-based script policy', async ({
    client,
    assert,
  }) => {
    const response = await client.get(route('login'))
    response.assertStatus(200)
    const csp = String(response.header('content-security-policy'))
    assert.include(csp, "default-src 'self'")
    assert.include(csp, "frame-ancestors 'none'")
    assert.match(csp, /script-src 'self' 'nonce-[\w-]+'/)
    assert.notInclude(csp, "'unsafe-eval'")
    response.assertHeader('x-content-type-options', 'nosniff')
    response.assertHeader('x-frame-options', 'DENY')
  })

  test('no HSTS over plain http, and X-Forwarded-Proto is ignored from untrusted peers', async ({
    client,
    assert,
  }) => {
    const plain = await client.get(route('login'))
    assert.isUndefined(plain.header('strict-transport-security'))
    const spoofed = await client.get(route('login')).header('x-forwarded-proto', 'https')
    assert.isUndefined(spoofed.header('strict-transport-security'))
  })

  test('behind a trusted proxy, https requests get HSTS', async ({ assert }) => {
    const proxied = await startAppProcess(await freePort(), { TRUSTED_PROXIES: 'loopback' })
    try {
      const secure = await fetch(`${proxied.url}/api/user`, {
        headers: { 'accept': 'application/json', 'x-forwarded-proto': 'https' },
      })
      assert.match(String(secure.headers.get('strict-transport-security')), /max-age=\d+/)
      const plain = await fetch(`${proxied.url}/api/user`, {
        headers: { accept: 'application/json' },
      })
      assert.isNull(plain.headers.get('strict-transport-security'))
    } finally {
      await proxied.stop()
    }
  }).timeout(30_000)

  test('session and XSRF cookies: httpOnly session, sameSite lax', async ({ client, assert }) => {
    const response = await client.get(route('login'))
    const raw = ([] as string[]).concat(response.header('set-cookie') ?? [])
    const session = raw.find((c) => c.startsWith('esidoor-session='))
    const xsrf = raw.find((c) => c.startsWith('XSRF-TOKEN='))
    assert.exists(xsrf, 'the XSRF-TOKEN cookie is sent for the JSON client')
    if (session) {
      assert.match(session, /HttpOnly/i)
      assert.match(session, /SameSite=Lax/i)
    }
  })

  test('an unknown URL answers the French 404 page as an Inertia page', async ({ client }) => {
    const response = await client.get('/nulle-part').withInertia()
    response.assertStatus(404)
    response.assertInertiaComponent('errors/error')
    response.assertInertiaPropsContains({ status: 404 })
  })

  test('JSON callers get French JSON errors, never a stack trace', async ({ client, assert }) => {
    const response = await client.get(route('api.user')).header('accept', 'application/json')
    response.assertStatus(401)
    assert.deepEqual(response.body(), { message: 'Authentification requise.' })
  })
})
