import { readdirSync } from 'node:fs'
import { relative } from 'node:path'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import type { ApiResponse } from '@japa/api-client'
import type { Assert } from '@japa/assert'
import PageTexte from '#models/page_texte'
import { UserFactory } from '#database/factories/user_factory'
import { serverRenderedPage } from '#config/inertia'
import { route } from '#tests/helpers/routes'

/*
| Server-side rendering of the guest pages (config/inertia.ts `ssr`, inertia/ssr.tsx).
| The test server renders them through Vite's dev module runner: the same
| inertia/ssr.tsx source as production, not the bundle `npm run build` writes
| (scripts/check_redeploy.sh checks that one). Hydration in a browser is
| covered by the browser suite, which signs in through the server-rendered /login.
*/

/** The root element of a full HTML response: its attributes and its content. */
function rootOf(html: string) {
  const match = html.match(/<div id="app"([^>]*)>([\s\S]*)<\/div>\s*<\/body>/)
  if (!match) throw new Error('no root element')
  return { attributes: match[1], content: match[2] }
}

/** The embedded page object, parsed as the browser does. */
function embeddedPage(html: string) {
  const match = html.match(/<script data-page="app" type="application\/json">(.*?)<\/script>/s)
  if (!match) throw new Error('no embedded page object')
  return { raw: match[1], page: JSON.parse(match[1]) }
}

/** `response` is a 200 with `component` rendered inside the root element: that content. */
function assertServerRendered(response: ApiResponse, assert: Assert, component: string) {
  response.assertStatus(200)
  const html = response.text()
  const root = rootOf(html)
  assert.include(root.attributes, 'data-server-rendered="true"', component)
  assert.isAbove(root.content.length, 200, component)
  const { page } = embeddedPage(html)
  assert.equal(page.component, component)
  assert.notProperty(page, 'ssrBody')
  assert.notProperty(page, 'ssrHead')
  return root.content
}

test.group('SSR: guest pages are rendered on the server', () => {
  test('the sign-in page arrives with its form inside the root element', async ({
    client,
    assert,
  }) => {
    const response = await client.get(route('login'))
    const content = assertServerRendered(response, assert, 'auth/login')
    assert.include(content, 'Adresse e-mail')
    assert.include(content, 'Se connecter')
    assert.match(content, /<input[^>]*type="password"/)
    assert.include(content, 'Vos sociétés, contacts et offres') /* the auth layout */

    /* One <title>, the page's own, from the server's head. */
    const titles = response.text().match(/<title[^>]*>.*?<\/title>/g) ?? []
    assert.deepEqual(titles, ['<title data-inertia="">Connexion - e-sidoor</title>'])
  })

  test('every auth/* page a guest can open is server-rendered', async ({ client, assert }) => {
    for (const [url, component] of [
      [route('register'), 'auth/register'],
      [route('password.request'), 'auth/forgot_password'],
      [`${route('password.reset', { token: 'jeton' })}?email=a%40b.fr`, 'auth/reset_password'],
    ]) {
      assertServerRendered(await client.get(url), assert, component)
    }
  })

  test('the first-run wizard and the signed-in auth pages are server-rendered too', async ({
    client,
    assert,
  }) => {
    assertServerRendered(await client.get(route('installation')), assert, 'auth/installation')

    const unverified = await UserFactory.apply('unverified').create()
    const notice = await client.get(route('verification.notice')).loginAs(unverified)
    assertServerRendered(notice, assert, 'auth/verify_email')

    const user = await UserFactory.create()
    const confirm = await client.get(route('password.confirm')).loginAs(user)
    assertServerRendered(confirm, assert, 'auth/confirm_password')
  })

  test('the landing page shows the admin texts, escaped, and keeps the page object safe', async ({
    client,
    assert,
  }) => {
    await PageTexte.updateOrCreate(
      { cle: 'accueil.titre' },
      { titre: 'Titre', contenu: '<p>Emploi &amp; stage &lt;/script&gt;&lt;!--</p>' }
    )
    const response = await client.get(route('home'))
    const content = assertServerRendered(response, assert, 'welcome')
    assert.match(content, /<h1[^>]*>Emploi &amp; stage &lt;\/script&gt;&lt;!--<\/h1>/)
    assert.include(content, 'Tout le back-office, sans friction')

    const { raw, page } = embeddedPage(response.text())
    assert.notMatch(raw, /[<>]/)
    assert.equal(page.props.titre, '<p>Emploi &amp; stage &lt;/script&gt;&lt;!--</p>')
  })

  test('inline scripts of a server-rendered page all carry the CSP nonce', async ({
    client,
    assert,
  }) => {
    const response = await client.get(route('login'))
    const nonce = response.header('content-security-policy')?.match(/'nonce-([^']+)'/)?.[1]
    assert.isString(nonce)
    const scripts = response.text().match(/<script\b[^>]*>/g) ?? []
    assert.isNotEmpty(scripts)
    for (const tag of scripts) {
      if (/\bsrc=|type="application\/json"/.test(tag)) continue
      assert.include(tag, `nonce="${nonce}"`, tag)
    }
  })
})

test.group('SSR: the rest is rendered by the browser', () => {
  test('a signed-in back-office page sends an empty root element', async ({ client, assert }) => {
    const user = await UserFactory.create()
    for (const url of [route('dashboard'), route('contacts.index'), '/introuvable']) {
      const response = await client.get(url).loginAs(user)
      const root = rootOf(response.text())
      assert.equal(root.attributes, '', url)
      assert.equal(root.content, '', url)
      assert.include(response.text(), '<title inertia>e-sidoor</title>', url)
    }
  })

  test('the landing page loads the small boot script, the other pages the app', async ({
    client,
    assert,
  }) => {
    const scripts = (html: string) =>
      [...html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1])
    const response = await client.get(route('home'))
    const landing = scripts(response.text())
    assert.isTrue(landing.some((src) => src.includes('inertia/welcome_boot.ts')))
    assert.isFalse(landing.some((src) => src.includes('inertia/app.tsx')))
    for (const url of [route('login'), route('register')]) {
      const other = await client.get(url)
      const page = scripts(other.text())
      assert.isTrue(
        page.some((src) => src.includes('inertia/app.tsx')),
        url
      )
      assert.isFalse(
        page.some((src) => src.includes('welcome_boot')),
        url
      )
    }
  })

  test('Inertia visits to a guest page still get JSON', async ({ client, assert }) => {
    const response = await client.get(route('login')).withInertia()
    response.assertStatus(200)
    assert.equal(response.body().component, 'auth/login')
    assert.notProperty(response.body(), 'ssrBody')
  })

  test('the server renderer bundles exactly the pages config/inertia.ts sends to it', async ({
    assert,
  }) => {
    const pagesDir = app.makePath('inertia/pages')
    const names = readdirSync(pagesDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.tsx'))
      .map((file) => relative(pagesDir, app.makePath('inertia/pages', file)).replace(/\.tsx$/, ''))
    const guest = names.filter(serverRenderedPage)
    assert.includeMembers(guest, ['welcome', 'auth/login', 'auth/register'])
    assert.notInclude(guest, 'dashboard')

    const vite = await app.container.make('vite')
    const { default: render } = (await vite.loadServerModule('inertia/ssr.tsx')) as {
      default: (page: object) => Promise<{ head: string[]; body: string }>
    }
    const props = {
      appName: 'e-sidoor',
      appVersion: '0',
      footerMentions: '',
      errors: {},
      user: null,
    }
    /* The props a page cannot render without (the job board's offers). */
    const offre = {
      reference: 'OFF-2026-0001',
      titre: 'Poste',
      slug: 'OFF-2026-0001-poste',
      typeContrat: 'CDI',
      lieu: 'Lyon',
      teletravail: 'aucun',
      salaireMin: null,
      salaireMax: null,
      dateDebut: null,
      dateLimite: null,
      publishedAt: null,
      description: '<p>Texte</p>',
      profil: null,
      postuler: null,
      societe: { nom: 'Société', ville: null, siteWeb: null, initiales: 'S' },
    }
    const pageProps: Record<string, object> = {
      'welcome': { offres: [] },
      'auth/two_factor_enrol': {
        twoFactor: {
          enabled: false,
          required: true,
          pending: null,
          recoveryCodes: null,
          recoveryCodesLeft: 0,
        },
      },
      'emplois/index': {
        offres: {
          data: [],
          meta: { total: 0, perPage: 20, currentPage: 1, lastPage: 1, firstPage: 1 },
        },
        filters: { q: null, contrat: null, teletravail: null, lieu: null },
        counts: { contrats: [], teletravail: [], lieux: [] },
        typesContrat: [],
        modesTeletravail: [],
      },
      'emplois/show': {
        offre,
        state: 'open',
        url: '/',
        description: '',
        jsonLd: null,
        similaires: [],
      },
    }
    const errors: unknown[] = []
    const consoleError = console.error
    console.error = (...args: unknown[]) => errors.push(args)
    try {
      for (const component of names) {
        const { body } = await render({
          component,
          url: '/',
          version: '1',
          props: { ...props, titre: '', intro: '', token: '', email: '', ...pageProps[component] },
        })
        /* A page outside the list is not in the bundle: logged, and left to the browser. */
        if (serverRenderedPage(component)) assert.isAbove(body.length, 200, component)
        else assert.equal(body, '', component)
      }
    } finally {
      console.error = consoleError
    }
    assert.lengthOf(errors, names.length - guest.length)
  })
})
