import { test } from '@japa/runner'
import Interaction from '#models/interaction'
import type User from '#models/user'
import { UserFactory } from '#database/factories/user_factory'
import { as, fieldErrors, ownSociete } from './helpers.js'
import { route } from '#tests/helpers/routes'
import { aContact, anOffre } from '#tests/helpers/owned_records'
import { sendAs, visitAs } from '#tests/helpers/as_user'

/*
| Interactions logged on a contact (docs/product.md, "Activité"): their
| author writes, edits and deletes them; French field errors; another
| owner's contact or interaction is a 404; lecteur and visiteur get 403.
*/
const FORM = {
  type: 'appel',
  occurredAt: '2026-03-10T14:30',
  resume: '<p>Rappel <strong>lundi</strong></p>',
  relanceLe: '2026-03-16',
}

async function fixture() {
  const { user, societe } = await ownSociete()
  const contact = await aContact(user, { societeId: societe.id })
  const offre = await anOffre(user, societe)
  return { user, societe, contact, offre }
}

function send(request: any, user: User, form: object, referer?: string) {
  const sent = as(request, user).form(form).withCsrfToken().redirects(0)
  return referer ? sent.header('referer', `http://localhost${referer}`) : sent
}

test.group('Contacts | interactions', () => {
  test('log, edit, mark done, delete: French time stored in UTC, summary sanitised, back to the page', async ({
    client,
    assert,
  }) => {
    const { user, contact, offre } = await fixture()
    const created = await send(
      client.post(route('interactions.store', { id: contact.id })),
      user,
      {
        ...FORM,
        offreId: offre.id,
        resume: '<p onclick="x()">Rappel<script>alert(1)</script></p>',
      },
      route('offres.edit', { id: offre.id })
    )
    created.assertStatus(302)
    created.assertHeader('location', route('offres.edit', { id: offre.id }))
    created.assertFlashMessage('success', 'Interaction enregistrée.')
    const saved = await Interaction.query().where('contactId', contact.id).firstOrFail()
    assert.equal(saved.userId, user.id)
    assert.equal(saved.offreId, offre.id)
    assert.equal(saved.resume, '<p>Rappel</p>')
    /* 14:30 in Paris in March (UTC+1). */
    assert.equal(
      saved.occurredAt.toUTC().toISO({ suppressMilliseconds: true }),
      '2026-03-10T13:30:00Z'
    )
    assert.equal(saved.relanceLe?.toISODate(), '2026-03-16')

    const edited = await send(client.put(route('interactions.update', { id: saved.id })), user, {
      ...FORM,
      type: 'entretien',
      relanceLe: '',
      offreId: '',
    })
    edited.assertHeader('location', route('contacts.show', { id: contact.id }))
    await saved.refresh()
    assert.equal(saved.type, 'entretien')
    assert.isNull(saved.relanceLe)
    assert.isNull(saved.offreId)

    const done = await send(
      client.post(route('interactions.relance_faite', { id: saved.id })),
      user,
      {}
    )
    done.assertFlashMessage('success', 'Relance marquée comme faite.')
    await saved.refresh()
    assert.isNotNull(saved.relanceFaiteAt)

    const removed = await send(
      client.delete(route('interactions.destroy', { id: saved.id })),
      user,
      {}
    )
    removed.assertFlashMessage('success', 'Interaction supprimée.')
    assert.lengthOf(await Interaction.all(), 0)
  })

  test('a bad form: French errors and nothing written', async ({ client, assert }) => {
    const { user, contact } = await fixture()
    const other = await fixture()
    const cases: [object, string, string][] = [
      [{ ...FORM, type: 'fax' }, 'type', "La valeur choisie pour type n'est pas valide."],
      [{ ...FORM, occurredAt: '' }, 'occurredAt', 'Le champ date est obligatoire.'],
      [
        { ...FORM, occurredAt: '10/03/2026' },
        'occurredAt',
        "Indiquez la date et l'heure (jj/mm/aaaa hh:mm).",
      ],
      [
        { ...FORM, occurredAt: '2026-02-31T10:00' },
        'occurredAt',
        "Le champ date n'est pas une date valide.",
      ],
      [{ ...FORM, offreId: other.offre.id }, 'offreId', 'Choisissez une de vos offres.'],
      [{ ...FORM, relanceLe: 'demain' }, 'relanceLe', 'Indiquez une date de relance valide.'],
    ]
    for (const [form, field, message] of cases) {
      const response = await send(
        client.post(route('interactions.store', { id: contact.id })),
        user,
        form
      )
      response.assertStatus(302)
      assert.deepEqual(fieldErrors(response)[field], [message], `${field}: ${JSON.stringify(form)}`)
    }
    assert.lengthOf(await Interaction.all(), 0)
  })

  test('another owner’s contact or interaction is a 404 and nothing changes', async ({
    client,
    assert,
  }) => {
    const { user } = await fixture()
    const other = await fixture()
    const theirs = await Interaction.create({
      userId: other.user.id,
      contactId: other.contact.id,
      type: 'note',
      occurredAt: other.contact.createdAt,
      resume: '<p>À eux</p>',
    })
    const onContact = await send(
      client.post(route('interactions.store', { id: other.contact.id })),
      user,
      FORM
    )
    onContact.assertStatus(404)
    const edit = await send(client.put(route('interactions.update', { id: theirs.id })), user, FORM)
    edit.assertStatus(404)
    const done = await send(
      client.post(route('interactions.relance_faite', { id: theirs.id })),
      user,
      {}
    )
    done.assertStatus(404)
    const remove = await send(
      client.delete(route('interactions.destroy', { id: theirs.id })),
      user,
      {}
    )
    remove.assertStatus(404)
    const timeline = await as(client.get(route('activite.contact', { id: other.contact.id })), user)
    timeline.assertStatus(404)

    await theirs.refresh()
    assert.equal(theirs.type, 'note')
    assert.equal(theirs.resume, '<p>À eux</p>')
    assert.lengthOf(await Interaction.all(), 1)
  })

  test('droit lecteur reads the timeline but gets 403 on every write; a visiteur gets 403 everywhere', async ({
    client,
    assert,
  }) => {
    const lecteur = await UserFactory.apply('lecteur').create()
    const contact = await aContact(lecteur, { societeId: null })
    const own = await Interaction.create({
      userId: lecteur.id,
      contactId: contact.id,
      type: 'note',
      occurredAt: contact.createdAt,
    })
    const page = await visitAs(client, lecteur, route('contacts.show', { id: contact.id }))
    page.assertInertiaPropsContains({ activity: { canInteract: false } })
    const timeline = await as(client.get(route('activite.contact', { id: contact.id })), lecteur)
    timeline.assertStatus(200)
    for (const request of [
      client.post(route('interactions.store', { id: contact.id })),
      client.put(route('interactions.update', { id: own.id })),
      client.delete(route('interactions.destroy', { id: own.id })),
      client.post(route('interactions.relance_faite', { id: own.id })),
    ]) {
      const response = await send(request, lecteur, FORM)
      response.assertStatus(403)
    }
    assert.lengthOf(await Interaction.all(), 1)

    const visiteur = await UserFactory.apply('visiteur').create()
    const refused = await send(
      client.post(route('interactions.store', { id: contact.id })),
      visiteur,
      FORM
    )
    refused.assertStatus(403)
  })

  test('hostile input: markup comments, U+2028, NUL, an oversized summary, a multipart body', async ({
    client,
    assert,
  }) => {
    const { user, contact } = await fixture()
    const hostile = await send(client.post(route('interactions.store', { id: contact.id })), user, {
      ...FORM,
      resume: '<!--<script>alert(1)</script>--><p>A\u2028B\u0000C</p></script>=1+1',
    })
    hostile.assertStatus(302)
    const [saved] = await Interaction.query().where('contactId', contact.id)
    assert.notInclude(saved.resume!, '<script')
    assert.notInclude(saved.resume!, '\u0000')
    assert.include(saved.resume!, 'A\u2028B')

    const huge = await send(client.post(route('interactions.store', { id: contact.id })), user, {
      ...FORM,
      resume: `<p>${'x'.repeat(100_001)}</p>`,
    })
    assert.deepEqual(fieldErrors(huge).resume, [
      'Le champ résumé ne doit pas dépasser 100000 caractères.',
    ])

    const multipart = await sendAs(
      client
        .post(route('interactions.store', { id: contact.id }))
        .file('resume', Buffer.from('<p>x</p>'), { filename: 'x.html' })
        .field('type', 'appel'),
      user
    )
    multipart.assertStatus(415)
    assert.lengthOf(await Interaction.all(), 1)
  })
})
