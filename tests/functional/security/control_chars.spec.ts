import { test } from '@japa/runner'
import Contact from '#models/contact'
import Societe from '#models/societe'
import { UserFactory } from '#database/factories/user_factory'
import { cleanText } from '#services/platform/text_input'
import { route } from '#tests/helpers/routes'

/*
| NUL bytes and other control characters never reach a validator or a row;
| line breaks survive only in multi-line fields.
*/
test.group('Security: control characters in text input', () => {
  test('cleanText strips C0, DEL and C1 controls, keeps accents and separators', ({ assert }) => {
    assert.equal(cleanText('Du\u0000pont\u0007\u007F\u0085', false), 'Dupont')
    assert.equal(cleanText('Hélène\u2028Œuvre', false), 'Hélène\u2028Œuvre')
    assert.equal(cleanText('a\r\nb\tc', false), 'a b c')
    assert.equal(cleanText('<p>a</p>\n<p>b\u0000</p>', true), '<p>a</p>\n<p>b</p>')
  })

  test('a form post stores clean single-line fields and keeps rich-text line breaks', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const response = await client
      .post(route('contacts.store'))
      .loginAs(user)
      .withCsrfToken()
      .form({
        prenom: 'Jean\u0000\u0008',
        nom: 'Du\u0000pont\u0007',
        fonction: 'DRH\r\n=1+1',
        statut: 'prospect',
        notes: '<p>Ligne 1</p>\n<p>Ligne\u0000 2</p>',
      })
      .redirects(0)

    response.assertStatus(302)
    const contact = await Contact.findByOrFail('user_id', user.id)
    assert.equal(contact.prenom, 'Jean')
    assert.equal(contact.nom, 'Dupont')
    assert.equal(contact.fonction, 'DRH =1+1')
    assert.equal(contact.notes, '<p>Ligne 1</p>\n<p>Ligne 2</p>')
  })

  test('a JSON body is cleaned at any depth', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const response = await client
      .post(route('societes.store'))
      .loginAs(user)
      .withCsrfToken()
      .header('accept', 'application/json')
      .json({ nom: 'Numé\u0000ria\u001B', ville: 'Ly\u0000on', pays: 'France' })

    assert.oneOf(response.status(), [200, 201, 302])
    const societe = await Societe.findByOrFail('user_id', user.id)
    assert.equal(societe.nom, 'Numéria')
    assert.equal(societe.ville, 'Lyon')
  })

  test('the query string is cleaned before the list reads it', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const response = await client
      .get(`${route('contacts.index')}?search=a%00b%07c`)
      .loginAs(user)
      .withInertia()
    response.assertStatus(200)
    assert.equal(response.body().props.filters.search, 'abc')
  })
})
