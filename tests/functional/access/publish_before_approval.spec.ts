import { test } from '@japa/runner'
import { UserFactory } from '#database/factories/user_factory'
import { accounts, as } from './helpers.js'
import { route } from '#tests/helpers/routes'
import { visitAs } from '#tests/helpers/as_user'

/*
| Issue 41, defect 5: a pending employer saw live « Publier » buttons and the
| sign-up page promised publishing in seconds. Every back-office page now
| carries why publishing is refused (the shared prop the offer page, the list,
| the bulk bar and the checklist read to disable « Publier » before the click),
| and the sign-up and verification pages say the school validates first.
*/

const PENDING = "Votre compte doit être validé par l'école avant de publier une offre."

test.group('Employer approval | « Publier » before the school validates', () => {
  test('every page of a {status} account says why it may not publish')
    .with([
      { state: 'pending', status: 'en_attente', refusal: PENDING },
      {
        state: 'refused',
        status: 'refusee',
        refusal:
          "Votre compte n'a pas été validé par l'école : vous ne pouvez pas publier d'offre.",
      },
    ] as const)
    .run(async ({ client }, row) => {
      const user = await UserFactory.apply(row.state).create()
      for (const path of [route('offres.index'), route('dashboard')]) {
        const response = await visitAs(client, user, path)
        response.assertStatus(200)
        response.assertInertiaPropsContains({
          accountApproval: { status: row.status, publishRefusal: row.refusal },
        })
      }
    })

  test('a validated account has no refusal to show', async ({ client }) => {
    const response = await visitAs(client, await accounts.pro(), route('offres.index'))
    response.assertInertiaPropsContains({ accountApproval: null })
  })

  test('the sign-up page promises no publication before the school validates', async ({
    client,
    assert,
  }) => {
    const response = await client.get(route('register'))
    response.assertStatus(200)
    const text = response.text().replaceAll('&#x27;', "'").replaceAll('&#39;', "'")
    assert.notInclude(text, 'Quelques secondes suffisent pour publier')
    assert.include(text, "l'école valide ensuite votre compte avant la")
  })

  test('the e-mail verification page says the school validates the account', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.apply('unverified').apply('pending').create()
    const response = await as(client.get(route('verification.notice')), user)
    response.assertStatus(200)
    const text = response.text().replaceAll('&#x27;', "'").replaceAll('&#39;', "'")
    assert.include(text, "L'école valide ensuite votre compte")
  })
})
