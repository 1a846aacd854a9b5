import { test } from '@japa/runner'
import type User from '#models/user'
import { UserFactory } from '#database/factories/user_factory'
import { ContactFactory } from '#database/factories/contact_factory'
import { route } from '#tests/helpers/routes'
import { sendAs } from '#tests/helpers/as_user'
import { ownSociete } from './helpers.js'

/*
| The server's toasts count in real French plurals (one helper on
| Intl.PluralRules, app/services/platform/plural.ts): one record is singular, never
| "contact(s)"; two and more are plural, the participle agreeing.
*/
function bulk(
  client: any,
  user: User,
  records: 'contacts' | 'societes',
  body: Record<string, unknown>
) {
  return sendAs(client.post(route(`${records}.bulk`)).json(body), user).header(
    'referer',
    `http://localhost${route(`${records}.index`)}`
  )
}

test.group('Bulk actions | toasts in real plurals', () => {
  test('one contact, then three: singular, then plural', async ({ client }) => {
    const user = await UserFactory.create()
    const [a, b, c] = await ContactFactory.merge({
      userId: user.id,
      statut: 'prospect',
    }).createMany(3)
    const one = await bulk(client, user, 'contacts', { action: 'trash', ids: [a.id] })
    one.assertFlashMessage('success', '1 contact déplacé dans la corbeille.')
    const back = await bulk(client, user, 'contacts', {
      action: 'restore',
      ids: [a.id],
    })
    back.assertFlashMessage('success', '1 contact restauré.')
    const three = await bulk(client, user, 'contacts', {
      action: 'statut',
      statut: 'client',
      ids: [a.id, b.id, c.id],
    })
    three.assertFlashMessage('success', '3 contacts passés au statut « Client ».')
  })

  test('one société to the trash: singular, feminine', async ({ client }) => {
    const { user, societe } = await ownSociete()
    const response = await bulk(client, user, 'societes', {
      action: 'trash',
      ids: [societe.id],
    })
    response.assertFlashMessage('success', '1 société déplacée dans la corbeille.')
  })
})
