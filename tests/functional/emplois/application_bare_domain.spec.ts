import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Offre from '#models/offre'
import { UserFactory } from '#database/factories/user_factory'
import { VALID_FORM, as, fieldErrors, proWithSociete } from '../offres/helpers.js'

/*
| "Adresse de candidature" is a web address field too: typed without its
| scheme it gets https:// (the shared rule's withWebScheme); e-mail
| addresses stay as typed, and what could run is still refused.
*/
test.group('Emplois | application address without its scheme', (group) => {
  group.each.setup(() => testUtils.db().truncate())

  test('a bare domain gets https://; an e-mail stays; javascript: is refused', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const societe = await proWithSociete(user)
    const post = (candidature: string) =>
      as(
        client.post('/app/offres').form({ ...VALID_FORM, societeId: societe.id, candidature }),
        user
      )
        .withCsrfToken()
        .redirects(0)
    for (const candidature of ['menard-fils.fr/recrutement', 'rh@menard-fils.fr']) {
      const response = await post(candidature)
      assert.deepEqual(fieldErrors(response), {}, candidature)
    }
    const refused = await post('javascript:alert(1)')
    assert.deepEqual(fieldErrors(refused), {
      candidature: ['Saisissez une adresse web (http ou https) ou une adresse e-mail.'],
    })
    const stored = await Offre.query().where('userId', user.id).orderBy('id')
    assert.deepEqual(
      stored.map((offre) => offre.candidature),
      ['https://menard-fils.fr/recrutement', 'rh@menard-fils.fr']
    )
  })
})
