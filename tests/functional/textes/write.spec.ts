import { test } from '@japa/runner'
import Texte from '#models/texte'
import { UserFactory } from '#database/factories/user_factory'
import { TexteFactory } from '#database/factories/texte_factory'
import { fieldErrors, ownTexte, submit, VALID_FORM, visit } from './helpers.js'
import { postJsonAs } from '#tests/helpers/as_user'
import { route } from '#tests/helpers/routes'
import { aTexte } from '#tests/helpers/owned_records'

/*
| What only templates do on create and update: placeholders, names unique per
| owner. Valid and invalid forms, French messages, blanks, rights and account
| deletion are the owned-record contract (tests/functional/records/).
*/

test.group('Textes | create', () => {
  test('the create page offers the placeholder menu, and partage to admins only', async ({
    client,
    assert,
  }) => {
    const pro = await UserFactory.create()
    const page = await visit(client, pro, route('textes.create'))
    page.assertInertiaComponent('textes/create')
    page.assertInertiaPropsContains({ can: { create: true, share: false }, categorie: 'contacts' })
    const variables = page.inertiaProps.variables as Record<string, { texte: string }[]>
    assert.deepEqual(
      variables.contacts.map((variable) => variable.texte),
      [
        '{{contact.prenom}}',
        '{{contact.nom}}',
        '{{societe.nom}}',
        '{{offre.titre}}',
        '{{offre.reference}}',
        '{{user.name}}',
      ]
    )
    const admin = await UserFactory.apply('esi').create()
    const adminPage = await visit(client, admin, route('textes.create'))
    adminPage.assertInertiaPropsContains({ can: { share: true } })
  })

  test('the content is sanitised, its placeholders kept; no subject is null', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    await submit(client, user, 'POST', route('textes.store'), {
      nom: 'Piégé',
      contenu: '<p onclick="x()">Bonjour {{contact.prenom}}<script>alert(1)</script></p>',
    })
    const texte = await Texte.findByOrFail('nom', 'Piégé')
    assert.equal(texte.contenu, '<p>Bonjour {{contact.prenom}}</p>')
    assert.isNull(texte.sujet)
  })

  test('a JSON post with an unknown placeholder gets a 422', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const response = await postJsonAs(client, user, route('textes.store'), {
      ...VALID_FORM,
      sujet: '{{user.email}}',
    })
    response.assertStatus(422)
    assert.containsSubset(response.body().errors, [
      { field: 'sujet', message: 'Variable inconnue : {{user.email}}' },
    ])
  })

  test('nom is unique among the owner’s live templates, whatever the case', async ({
    client,
    assert,
  }) => {
    const { user } = await ownTexte({ nom: 'Relance candidature' })
    const response = await submit(client, user, 'POST', route('textes.store'), {
      ...VALID_FORM,
      nom: 'RELANCE candidature',
    })
    assert.deepEqual(fieldErrors(response).nom, ['Vous avez déjà un texte portant ce nom.'])
    assert.lengthOf(await Texte.query().where('userId', user.id), 1)
  })

  test('a trashed template or another owner’s does not hold the name', async ({
    client,
    assert,
  }) => {
    const { user } = await ownTexte({ nom: VALID_FORM.nom }, 'trashed')
    await TexteFactory.with('user').merge({ nom: VALID_FORM.nom }).apply('shared').create()
    await submit(client, user, 'POST', route('textes.store'), VALID_FORM)
    assert.lengthOf(await Texte.query().where('userId', user.id), 2)
  })
})

test.group('Textes | update', () => {
  test('the edit page holds the template; saving goes back to its page', async ({
    client,
    assert,
  }) => {
    const { user, texte } = await ownTexte({ nom: 'Ancien' })
    const page = await visit(client, user, route('textes.edit', { id: texte.id }))
    page.assertInertiaComponent('textes/edit')
    page.assertInertiaPropsContains({
      texte: { id: texte.id, nom: 'Ancien' },
      can: { share: false },
    })

    /* Keeping its own name is no clash. */
    const same = await submit(client, user, 'PUT', route('textes.update', { id: texte.id }), {
      ...VALID_FORM,
      nom: 'ancien',
    })
    same.assertHeader('location', route('textes.show', { id: texte.id }))
    const renamed = await Texte.findOrFail(texte.id)
    assert.equal(renamed.nom, 'ancien')
  })

  test('renaming to another live template’s name is refused', async ({ client, assert }) => {
    const { user } = await ownTexte({ nom: 'Invitation entretien' })
    const texte = await aTexte(user, { nom: 'Autre' })
    const response = await submit(client, user, 'PUT', route('textes.update', { id: texte.id }), {
      ...VALID_FORM,
      nom: 'Invitation entretien',
    })
    assert.deepEqual(fieldErrors(response).nom, ['Vous avez déjà un texte portant ce nom.'])
    const unchanged = await Texte.findOrFail(texte.id)
    assert.equal(unchanged.nom, 'Autre')
  })
})
