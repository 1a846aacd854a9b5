import { test } from '@japa/runner'
import type User from '#models/user'
import type Texte from '#models/texte'
import type { ApiClient } from '@japa/api-client'
import { UserFactory } from '#database/factories/user_factory'
import { OffreFactory } from '#database/factories/offre_factory'
import { visit } from './helpers.js'
import { route } from '#tests/helpers/routes'
import { aContact, aSociete, aTexte } from '#tests/helpers/owned_records'
import { ownContact } from '../contacts/helpers.js'

const SUJET = '{{contact.prenom}} {{contact.nom}} / {{societe.nom}} / {{offre.titre}}'
const CONTENU =
  '<p>Bonjour {{contact.prenom}} {{ contact.nom }} ({{societe.nom}}),</p>' +
  '<p>{{offre.titre}} {{offre.reference}} – {{user.name}}</p>'

/** A template of `user` using every placeholder. */
function texteOf(user: User, partage = false) {
  return aTexte(user, { sujet: SUJET, contenu: CONTENU, partage })
}

/** A pro named Paul Rousseau, with a company, a contact there and an offer at another company. */
async function proWithRecords() {
  const user = await UserFactory.merge({ fullName: 'Paul Rousseau' }).create()
  const numeria = await aSociete(user, { nom: 'Numéria Conseil' })
  const batiroc = await aSociete(user, { nom: 'Batiroc' })
  const contact = await aContact(user, { prenom: 'Amélie', nom: 'Durand', societeId: numeria.id })
  const offre = await OffreFactory.merge({
    userId: user.id,
    societeId: batiroc.id,
    titre: 'Conducteur de travaux',
  }).create()
  return { user, contact, offre }
}

/** The preview page of `texte` as `user`, with a query string (`contact=…&offre=…`) or none. */
function preview(client: ApiClient, user: User, texte: Texte, query = '') {
  const url = route('textes.show', { id: texte.id })
  return visit(client, user, query ? `${url}?${query}` : url)
}

/** A new template of `user` using every placeholder, and its preview page with `query`. */
async function ownTextePreview(client: ApiClient, user: User, query = '') {
  const texte = await texteOf(user)
  return { texte, response: await preview(client, user, texte, query) }
}

test.group('Textes | rendered preview', () => {
  test('renders with the chosen contact and offer, the company being the offer’s', async ({
    client,
    assert,
  }) => {
    const { user, contact, offre } = await proWithRecords()
    const { texte, response } = await ownTextePreview(
      client,
      user,
      `contact=${contact.id}&offre=${offre.id}`
    )

    response.assertStatus(200)
    response.assertInertiaComponent('textes/texte')
    response.assertInertiaPropsContains({
      texte: { id: texte.id, sujet: SUJET, contenu: CONTENU, mine: true },
      selection: { contact: contact.id, offre: offre.id },
      can: { update: true, delete: true, restore: true },
    })
    assert.deepEqual(response.inertiaProps.rendu, {
      sujet: 'Amélie Durand / Batiroc / Conducteur de travaux',
      contenu: `<p>Bonjour Amélie Durand (Batiroc),</p><p>Conducteur de travaux ${offre.reference} – Paul Rousseau</p>`,
    })
    assert.match(offre.reference, /^OFF-\d{4}-\d{4}$/)
    assert.deepEqual(response.inertiaProps.contacts, [
      { id: contact.id, nomComplet: 'Amélie Durand', societe: 'Numéria Conseil' },
    ])
    assert.deepEqual(response.inertiaProps.offres, [
      { id: offre.id, reference: offre.reference, titre: 'Conducteur de travaux' },
    ])
  })

  test('{title}')
    .with([
      {
        title: 'without a choice, the first contact is the sample and there is no offer',
        async records() {
          const { user, contact } = await proWithRecords()
          await aContact(user, { prenom: 'Zoé', nom: 'Zola' })
          return { user, query: '', shown: { selection: { contact: contact.id, offre: null } } }
        },
        /* Missing values are empty: no offer, so no title; the company is the contact's. */
        rendu: {
          sujet: 'Amélie Durand / Numéria Conseil / ',
          contenu: '<p>Bonjour Amélie Durand (Numéria Conseil),</p><p>  – Paul Rousseau</p>',
        },
      },
      {
        title: 'a user without contacts or offers sees every record value empty',
        async records() {
          const user = await UserFactory.merge({ fullName: 'Claire Dubois' }).create()
          const shown = { contacts: [], offres: [], selection: { contact: null, offre: null } }
          return { user, query: 'contact=1&offre=1', shown }
        },
        rendu: { sujet: '  /  / ', contenu: '<p>Bonjour   (),</p><p>  – Claire Dubois</p>' },
      },
    ])
    .run(async ({ client, assert }, { records, rendu }) => {
      const { user, query, shown } = await records()
      const { response } = await ownTextePreview(client, user, query)
      response.assertInertiaPropsContains(shown)
      assert.deepEqual(response.inertiaProps.rendu, rendu)
    })

  test('values are escaped: a contact named <b>x</b> reads literally', async ({
    client,
    assert,
  }) => {
    const { user, contact } = await ownContact({
      prenom: '<b>x</b>',
      nom: '<img src=x onerror=alert(1)> & "Cie"',
    })
    const { response } = await ownTextePreview(client, user, `contact=${contact.id}`)
    const rendu = response.inertiaProps.rendu as { sujet: string; contenu: string }
    assert.include(
      rendu.contenu,
      '&lt;b&gt;x&lt;/b&gt; &lt;img src=x onerror=alert(1)&gt; &amp; "Cie"'
    )
    assert.notInclude(rendu.contenu, '<b>')
    assert.notInclude(rendu.contenu, '<img')
    /* The subject is text: the page shows these characters as they are. */
    assert.isTrue(rendu.sujet.startsWith('<b>x</b> <img src=x onerror=alert(1)> & "Cie"'))
  })

  test('a value in a link cannot turn it into a javascript: link', async ({ client, assert }) => {
    const { user, contact } = await ownContact({ nom: 'javascript:alert(1)' })
    const texte = await aTexte(user, {
      contenu: '<p><a href="{{contact.nom}}">Votre fiche</a></p>',
    })
    const response = await preview(client, user, texte, `contact=${contact.id}`)
    assert.notInclude(response.inertiaProps.rendu.contenu, 'javascript:')
  })

  test('another owner’s contact or offer, or a trashed one, is never used', async ({
    client,
    assert,
  }) => {
    const { user, contact } = await proWithRecords()
    const stranger = await proWithRecords()
    const trashed = await aContact(user, { prenom: 'Jeté', nom: 'Aaron' }, 'trashed')
    const texte = await texteOf(user)
    for (const query of [
      `contact=${stranger.contact.id}&offre=${stranger.offre.id}`,
      `contact=${trashed.id}`,
      'contact=abc&offre=-1',
    ]) {
      const response = await preview(client, user, texte, query)
      response.assertInertiaPropsContains({ selection: { contact: contact.id, offre: null } })
      assert.notInclude(response.inertiaProps.rendu.contenu, stranger.offre.reference)
      assert.lengthOf(response.inertiaProps.contacts, 1)
    }
  })

  test('a shared template renders with the reader’s own records and name', async ({
    client,
    assert,
  }) => {
    const author = await UserFactory.apply('esi').create()
    const texte = await texteOf(author, true)
    const { user, contact, offre } = await proWithRecords()
    const response = await preview(client, user, texte, `contact=${contact.id}&offre=${offre.id}`)
    response.assertStatus(200)
    response.assertInertiaPropsContains({ texte: { mine: false, auteur: author.fullName } })
    assert.include(response.inertiaProps.rendu.contenu, 'Amélie Durand')
    assert.include(response.inertiaProps.rendu.contenu, '– Paul Rousseau')
  })
})
