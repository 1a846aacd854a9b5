import { test } from '@japa/runner'
import { UserFactory } from '#database/factories/user_factory'
import { nextCodeOf } from '#tests/helpers/two_factor'
import { challenge, passwordStep } from './two_factor_helpers.js'
import { route } from '#tests/helpers/routes'

/*
| Where a sign-in lands (issue 41): the school's staff (role esi) on their own
| area, e-sidoor (/dashboard-pro), not on a recruiter's dashboard and its
| checklist; everyone else on the dashboard; a page asked for before signing
| in still wins.
*/
test.group('Sign-in | where it lands', () => {
  test('a recruiter lands on the dashboard, the school’s staff on e-sidoor', async ({ client }) => {
    const pro = await UserFactory.create()
    const staff = await UserFactory.merge({ role: 'esi' }).create()
    const recruiter = await passwordStep(client, pro)
    recruiter.assertHeader('location', route('dashboard'))
    const signedIn = await passwordStep(client, staff)
    signedIn.assertHeader('location', route('esidoor.dashboard'))
    signedIn.assertSession('auth_web', staff.id)
  })

  test('an esi admin lands on e-sidoor after the two-factor code', async ({ client }) => {
    const admin = await UserFactory.apply('esi').create()
    const password = await passwordStep(client, admin)
    password.assertHeader('location', route('two_factor.challenge'))
    const code = await challenge(client, password.session(), { code: await nextCodeOf(admin) })
    code.assertHeader('location', route('esidoor.dashboard'))
    code.assertSession('auth_web', admin.id)
  })

  test('a page asked for before signing in still wins', async ({ client }) => {
    const staff = await UserFactory.merge({ role: 'esi' }).create()
    const response = await passwordStep(client, staff).withSession({
      redirect: { intendedUrl: route('offres.index') },
    })
    response.assertHeader('location', route('offres.index'))
  })
})
