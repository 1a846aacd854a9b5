import { test } from '@japa/runner'
import Contact from '#models/contact'
import Societe from '#models/societe'
import { UserFactory } from '#database/factories/user_factory'
import { scriptSafeJson } from '#services/platform/page_json'
import { route } from '#tests/helpers/routes'

/*
| Finding 2: the page object is embedded in the first HTML response inside a
| <script type="application/json">. A stored string that opens a comment or
| closes the script made the JSON unparsable and blanked the page for
| everyone who saw that row.
*/
export const HOSTILE = [
  'DS <!--<script>',
  '</script><img src=x onerror="window.__pwned=1">',
  'Ligne\u2028séparée\u2029fin',
  'A & B <b>gras</b>',
]

/** The embedded page object of a full HTML response, parsed as the browser does. */
export function embeddedPage(html: string) {
  const match = html.match(/<script data-page="app" type="application\/json">(.*?)<\/script>/s)
  if (!match) throw new Error('no embedded page object')
  return { raw: match[1], page: JSON.parse(match[1]) }
}

test.group('Security: page object embedded in HTML', () => {
  test('scriptSafeJson escapes every character that can break out of a script', ({ assert }) => {
    const json = scriptSafeJson({ a: HOSTILE })
    assert.notMatch(json, /[<>&\u2028\u2029]/)
    assert.deepEqual(JSON.parse(json), { a: HOSTILE })
  })

  test('hostile names in list rows, shared user props and selects stay inside the JSON', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.merge({ fullName: HOSTILE[0] }).create()
    const societe = await Societe.create({ userId: user.id, nom: HOSTILE[1], pays: 'France' })
    for (const nom of HOSTILE) {
      await Contact.create({ userId: user.id, nom, prenom: HOSTILE[3], societeId: societe.id })
    }

    for (const url of [
      route('contacts.index'),
      route('dashboard'),
      route('societes.index'),
      route('contacts.create'),
    ]) {
      const response = await client.get(url).loginAs(user)
      response.assertStatus(200)
      const { raw, page } = embeddedPage(response.text())
      assert.notMatch(raw, /[<>]/, `${url}: raw < or > inside the script element`)
      assert.equal(page.props.user.name, HOSTILE[0], url)
      const json = JSON.stringify(page)
      for (const value of url === route('contacts.index') ? HOSTILE : [HOSTILE[1]]) {
        assert.include(json, JSON.stringify(value).slice(1, -1), `${url}: ${value}`)
      }
    }
  })

  test('the e-sidoor pages survive a hostile pro name and contact', async ({ client, assert }) => {
    const esi = await UserFactory.apply('esi').create()
    const pro = await UserFactory.merge({ fullName: HOSTILE[0] }).create()
    await Contact.create({ userId: pro.id, nom: HOSTILE[1], prenom: HOSTILE[2] })

    for (const url of [
      route('esidoor.dashboard'),
      route('esidoor.contacts.index'),
      route('esidoor.pros.show', { id: pro.id }),
    ]) {
      const response = await client.get(url).loginAs(esi)
      response.assertStatus(200)
      const { raw, page } = embeddedPage(response.text())
      assert.notMatch(raw, /[<>]/, url)
      assert.include(JSON.stringify(page.props), JSON.stringify(HOSTILE[0]).slice(1, -1), url)
    }
  })
})
