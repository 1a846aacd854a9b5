import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { UserFactory } from '#database/factories/user_factory'
import { visit, companiesOf } from './helpers.js'
import { countQueries } from '#tests/helpers/count_queries'
import { route } from '#tests/helpers/routes'

test.group('Sociétés | queries', (group) => {
  group.each.setup(() => testUtils.db().truncate())

  test('the list runs the same small number of queries whatever the number of rows', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    await companiesOf(user, 5)
    const few = await countQueries(() => visit(client, user, route('societes.index')))

    await companiesOf(user, 55, 'Autre')
    const many = await countQueries(async () => {
      const response = await visit(client, user, route('societes.index'))
      assert.lengthOf(response.inertiaProps.societes.data, 25)
    })
    const lastPage = await countQueries(() =>
      visit(client, user, route('societes.index', {}, { page: '3' }))
    )

    assert.isAbove(few, 0, 'the listener sees the queries')
    assert.equal(many, few)
    assert.equal(lastPage, few)
    assert.isAtMost(
      many,
      6,
      'user, the bell’s follow-ups, the new applications, count, rows (and nothing per row)'
    )
  })
})
