import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import type mail from '@adonisjs/mail/services/main'
import { appUrl } from '#config/app'
import MailDelivery from '#models/mail_delivery'
import type Offre from '#models/offre'
import CandidatureReceivedMail from '#mails/candidature_received_mail'
import { publicSlug } from '#services/emplois/public_offres'
import {
  apply,
  assertKept,
  assertNothingKept,
  openForm,
  postForm,
  rowCount,
  withOpenOffre,
} from './candidature_helpers.js'
import { offrePage } from './helpers.js'

/*
| The application form from a cached offer page (it brings its own CSRF
| token), the acknowledgement and its signed withdrawal link (valid,
| tampered, reused) (docs/product.md, "Candidatures"). The form itself:
| candidature_submission.spec.ts. Run on SQLite and PostgreSQL.
*/

/** The withdrawal link of the acknowledgement sent to `email`. */
function withdrawLinkSentTo(email: string) {
  const sent = mails
    .sent((message) => message instanceof CandidatureReceivedMail)
    .map((message) => message.message.toJSON().message)
    .filter((message) => JSON.stringify(message.to).includes(email))
  if (sent.length !== 1) throw new Error(`${sent.length} acknowledgements to ${email}`)
  const url = /https?:\/\/\S+\/retrait\/\S+/.exec(String(sent[0].text))?.[0]
  if (!url) throw new Error('no withdrawal link in the acknowledgement')
  return url
}

/** Confirms a withdrawal at `path` (the link's path and query), the redirect not followed. */
function withdraw(client: ApiClient, path: string) {
  return client.post(path).withCsrfToken().redirects(0)
}

let offre: Offre
let mails: ReturnType<typeof mail.fake>['mails']

test.group('Applications | from a cached page: the form brings its own CSRF token', (group) => {
  group.each.setup(withOpenOffre((fresh) => ({ offre, mails } = fresh)))

  test('the offer page hands out no cookie; opening the form does, and the post goes through', async ({
    client,
    assert,
  }) => {
    const page = await client.get(offrePage(offre))
    assert.match(String(page.header('cache-control')), /^public/)
    assert.isUndefined(page.header('set-cookie'))

    const { opened, jar, body } = await openForm(offre)
    assert.equal(opened.status, 200)
    assert.equal(opened.headers.get('cache-control'), 'private, no-store')
    assert.deepEqual(body, { retentionMonths: 6 })
    assert.isDefined(jar.get('XSRF-TOKEN'))

    const response = await postForm(offre, jar)
    assert.equal(response.status, 302)
    assert.equal(response.headers.get('location'), offrePage(offre))
    assert.equal(await rowCount(), 1)
  })

  test('without the token: 419, nothing kept', async ({ assert }) => {
    const { jar } = await openForm(offre)
    const stolen = { header: () => jar.header(), get: () => undefined }
    const response = await postForm(offre, stolen as unknown as typeof jar)
    assert.equal(response.status, 419)
    await assertNothingKept(assert)
  })

  test('a multipart body elsewhere on the board is still refused (415)', async ({ assert }) => {
    const { jar } = await openForm(offre)
    const response = await fetch(
      `http://${process.env.HOST}:${process.env.PORT}/emplois/${publicSlug(offre)}`,
      {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=x', 'cookie': jar.header() },
        body: '--x--\r\n',
      }
    )
    assert.equal(response.status, 415)
  })
})

test.group('Applications | acknowledgement and withdrawal', (group) => {
  group.each.setup(withOpenOffre((fresh) => ({ offre, mails } = fresh)))

  /** Applies as Léa and returns the withdrawal link's path and query. */
  async function applied(client: ApiClient) {
    await apply(client, offre).then((answer) => answer.assertStatus(302))
    const link = withdrawLinkSentTo('lea.martin@exemple.fr')
    return { link, path: link.slice(appUrl.length) }
  }

  test('the acknowledgement names the offer and carries a signed link on APP_URL', async ({
    client,
    assert,
  }) => {
    const { link } = await applied(client)
    assert.isTrue(link.startsWith(`${appUrl}/emplois/candidatures/`))
    assert.include(link, 'signature=')
    const [sent] = mails.sent()
    const message = sent.message.toJSON().message
    assert.include(String(message.subject), 'Chargé·e de communication')
    assert.include(String(message.text), 'Atelier Lumière')
  })

  test('opening the link deletes nothing; confirming deletes the row and its file; the link then says so', async ({
    client,
    assert,
  }) => {
    const { path } = await applied(client)
    for (let n = 0; n < 2; n++) {
      const page = await client.get(path).withInertia()
      page.assertStatus(200)
      page.assertInertiaComponent('emplois/retrait')
      assert.equal(page.inertiaProps.state, 'confirm')
      assert.equal(page.header('referrer-policy'), 'no-referrer')
    }
    await assertKept(assert, 1)

    const confirmed = await withdraw(client, path)
    confirmed.assertStatus(302)
    confirmed.assertHeader('location', path)
    await assertKept(assert, 0)
    assert.lengthOf(await MailDelivery.query().where('kind', 'application_received'), 0)

    /* Reused: the page says it is already withdrawn; posting again changes nothing. */
    const reused = await client.get(path).withInertia()
    reused.assertStatus(200)
    assert.equal(reused.inertiaProps.state, 'already')
    assert.isNull(reused.inertiaProps.candidature)
    const again = await withdraw(client, path)
    again.assertStatus(302)
  })

  test('a tampered link is a 404 and deletes nothing: {name}')
    .with([
      {
        name: 'signature changed',
        tamper: (path: string) =>
          path.replace(/signature=(.)/, (_, c) => `signature=${c === 'a' ? 'b' : 'a'}`),
      },
      { name: 'no signature', tamper: (path: string) => path.replace(/\?.*$/, '') },
      {
        name: 'another id',
        tamper: (path: string) =>
          path.replace(/candidatures\/(\d+)/, (_, id) => `candidatures/${Number(id) + 1}`),
      },
      {
        name: 'another token',
        tamper: (path: string) => path.replace(/retrait\/([^?]+)/, 'retrait/AAAAAAAAAAAAAAAA'),
      },
    ])
    .run(async ({ client, assert }, { tamper }) => {
      const { path } = await applied(client)
      const forged = tamper(path)
      assert.notEqual(forged, path)
      await client
        .get(forged)
        .withInertia()
        .then((answer) => answer.assertStatus(404))
      await withdraw(client, forged).then((answer) => answer.assertStatus(404))
      await assertKept(assert, 1)
    })

  test('the link of a withdrawn application never reaches a later one given the same id', async ({
    client,
    assert,
  }) => {
    const { path } = await applied(client)
    await withdraw(client, path)
    /* SQLite may give a new row the id of the last deleted one. */
    const later = await apply(client, offre, { email: 'autre@exemple.fr' })
    later.assertStatus(302)
    await withdraw(client, path).then((answer) => answer.assertStatus(302))
    await assertKept(assert, 1)
  })
})
