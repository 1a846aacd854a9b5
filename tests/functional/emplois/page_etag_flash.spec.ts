import { test } from '@japa/runner'
import { aLiveOffre, offrePage } from './helpers.js'

/*
| An offer's page answered with a form's errors or a flash message has an
| ETag of its own (isFresh in app/middleware/public_cache_middleware.ts):
| after a refused application, the page that says "sent" must not be a 304
| of the one that showed the errors (the browser would show them again).
| Found by tests/browser/emplois/candidature_walk.spec.ts.
*/
test.group('Emplois | an offer page’s ETag and the flash', () => {
  test('errors, a success and nothing each give another ETag; the same answer is a 304', async ({
    client,
    assert,
  }) => {
    const path = offrePage(await aLiveOffre())

    const refused = await client
      .get(path)
      .withInertia()
      .withFlashMessages({ errorsBag: { email: 'Le champ adresse e-mail est obligatoire.' } })
    refused.assertStatus(200)
    const withErrors = refused.header('etag')!
    assert.isString(withErrors)

    const sent = await client
      .get(path)
      .withInertia()
      .withFlashMessages({ success: 'Votre candidature est envoyée.' })
      .header('if-none-match', withErrors)
    sent.assertStatus(200)
    assert.equal(sent.body().flash?.success, 'Votre candidature est envoyée.')
    assert.notEqual(sent.header('etag'), withErrors)

    const plain = await client.get(path).withInertia().header('if-none-match', withErrors)
    plain.assertStatus(200)
    assert.notEqual(plain.header('etag'), withErrors)

    const again = await client
      .get(path)
      .withInertia()
      .header('if-none-match', plain.header('etag')!)
    again.assertStatus(304)
  })
})
