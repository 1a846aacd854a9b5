import { test } from '@japa/runner'
import { UserFactory } from '#database/factories/user_factory'
import { SocieteFactory } from '#database/factories/societe_factory'
import { insertContacts } from './helpers.js'
import { countQueries } from '#tests/helpers/count_queries'
import { route } from '#tests/helpers/routes'
import { visitAs } from '#tests/helpers/as_user'

test.group('Contacts | queries', () => {
  test('the list runs the same small number of queries for 5 contacts or 1,000', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const [first, second] = await SocieteFactory.merge({ userId: user.id }).createMany(2)
    await insertContacts(user, first.id, 5)
    const page = (query: Record<string, unknown> = {}) =>
      countQueries(async () => {
        const response = await visitAs(client, user, route('contacts.index', {}, query))
        response.assertStatus(200)
        return response
      })
    const few = await page()
    const fewSorted = await page({ sort: 'societe', search: 'vrac', statut: 'prospect' })

    await insertContacts(user, second.id, 995)
    let rows = 0
    const many = await countQueries(async () => {
      const response = await visitAs(client, user, route('contacts.index'))
      rows = response.inertiaProps.contacts.data.length
      response.assertInertiaPropsContains({ contacts: { meta: { total: 1000 } } })
    })
    const manySorted = await page({ sort: 'societe', search: 'vrac', statut: 'prospect' })
    const lastPage = await page({ page: 40 })

    assert.equal(rows, 25)
    assert.isAbove(few, 0, 'the listener sees the queries')
    assert.equal(many, few)
    assert.equal(manySorted, fewSorted)
    assert.equal(lastPage, few)
    assert.isAtMost(
      many,
      8,
      'user, page texts of the layout, the bell’s follow-ups, the new applications, company choices, count, rows, their companies'
    )
  })
})
