import { test } from '@japa/runner'
import AccessAudit from '#models/access_audit'
import * as AccessChange from '#services/accounts/access_change'
import { PASSWORD, accounts, as, auditsOf } from './helpers.js'
import { route } from '#tests/helpers/routes'

test.group('Access | audit rows and account deletion', () => {
  test('deleting an account deletes the rows about it and keeps those it wrote', async ({
    client,
    assert,
  }) => {
    const admin = await accounts.esi()
    await accounts.esi()
    const pro = await accounts.pro()
    await AccessChange.byAdmin(admin, pro, { role: 'pro', droit: 'lecteur', isStaff: false })
    await AccessChange.selfTest(admin, { droit: null })

    const response = await as(client.delete(route('profile.destroy')), admin)
      .form({ password: PASSWORD })
      .withCsrfToken()
      .redirects(0)
    response.assertHeader('location', route('home'))

    assert.lengthOf(await auditsOf(admin), 0)
    const [kept, ...others] = await auditsOf(pro)
    assert.lengthOf(others, 0)
    assert.isNull(kept.actorId)
    assert.lengthOf(await AccessAudit.all(), 1)
  })
})
