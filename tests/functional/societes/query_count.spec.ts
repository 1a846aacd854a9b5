import { test } from '@japa/runner'
import { UserFactory } from '#database/factories/user_factory'
import { companiesOf } from './helpers.js'
import { assertListBudget } from '#tests/helpers/list_queries'
import { route } from '#tests/helpers/routes'

test.group('Sociétés | queries', () => {
  test('the list runs the same small number of queries whatever the number of rows', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    await companiesOf(user, 5)
    await assertListBudget(assert, client, user, {
      list: route('societes.index'),
      grow: () => companiesOf(user, 55, 'Autre'),
      check(response) {
        assert.lengthOf(response.inertiaProps.societes.data, 25)
      },
      variants: [route('societes.index', {}, { page: '3' })],
      most: 6,
      why: 'user, the bell’s follow-ups, the new applications, count, rows (and nothing per row)',
    })
  })
})
