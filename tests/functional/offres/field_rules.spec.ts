import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Offre from '#models/offre'
import { UserFactory } from '#database/factories/user_factory'
import { SocieteFactory } from '#database/factories/societe_factory'
import { ContactFactory } from '#database/factories/contact_factory'
import { VALID_FORM, as, day, fieldErrors, offreOf, proWithSociete, snapshot } from './helpers.js'
import { route } from '#tests/helpers/routes'

/*
| Rules between fields and records: salary range, dates in order, and the
| company and référent being the caller's own (docs/product.md §3). A refused form
| writes nothing, on create as on update.
*/
test.group('Offres | field rules', (group) => {
  group.each.setup(() => testUtils.db().truncate())

  test('refused when {0}: French error on {1}, nothing written')
    .with([
      [
        'the maximum salary is below the minimum',
        'salaireMax',
        { salaireMin: '50000', salaireMax: '40000' },
        'Le salaire maximum doit être supérieur ou égal au salaire minimum.',
      ],
      [
        'the deadline is after the start date',
        'dateLimite',
        { dateLimite: day(20), dateDebut: day(10) },
        'La date limite de candidature doit précéder la date de début (ou être le même jour).',
      ],
      ...[
        'javascript:alert(1)',
        'ftp://exemple.fr/cv',
        'recrutement',
        'https://',
        'data:text/html,x',
      ].map(
        (candidature) =>
          [
            `the application address is ${candidature}`,
            'candidature',
            { candidature },
            'Saisissez une adresse web (http ou https) ou une adresse e-mail.',
          ] as const
      ),
    ] as const)
    .run(async ({ client, assert }, [, field, change, message]) => {
      const user = await UserFactory.create()
      const societe = await proWithSociete(user)
      const response = await as(
        client
          .post(route('offres.store'))
          .form({ ...VALID_FORM, societeId: societe.id, ...change }),
        user
      )
        .withCsrfToken()
        .redirects(0)
      assert.deepEqual(fieldErrors(response), { [field]: [message] })
      assert.isNull(await Offre.findBy('userId', user.id))
    })

  test('an application address is a web address or an e-mail, stored trimmed; emptied, it is cleared', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const societe = await proWithSociete(user)
    for (const candidature of ['  https://numeria.fr/carrieres?poste=42 ', 'jobs@numeria.fr']) {
      await as(
        client
          .post(route('offres.store'))
          .form({ ...VALID_FORM, societeId: societe.id, candidature }),
        user
      )
        .withCsrfToken()
        .redirects(0)
    }
    const stored = await Offre.query().where('userId', user.id).orderBy('id', 'asc')
    assert.deepEqual(
      stored.map((offre) => offre.candidature),
      ['https://numeria.fr/carrieres?poste=42', 'jobs@numeria.fr']
    )
    await as(
      client
        .put(route('offres.update', { id: stored[0].id }))
        .form({ ...VALID_FORM, societeId: societe.id, candidature: '' }),
      user
    )
      .withCsrfToken()
      .redirects(0)
    await stored[0].refresh()
    assert.isNull(stored[0].candidature)
  })

  test('equal salaries and a deadline on the start day are accepted', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const societe = await proWithSociete(user)
    await as(
      client.post(route('offres.store')).form({
        ...VALID_FORM,
        societeId: societe.id,
        salaireMin: '30000',
        salaireMax: '30000',
        dateDebut: day(5),
        dateLimite: day(5),
      }),
      user
    )
      .withCsrfToken()
      .redirects(0)
    const offre = await Offre.findByOrFail('userId', user.id)
    assert.equal(offre.salaireMax, 30000)
    assert.equal(offre.dateLimite?.toISODate(), day(5))
  })

  test('a deadline before the start date is accepted: one applies, then starts', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const societe = await proWithSociete(user)
    const response = await as(
      client.post(route('offres.store')).form({
        ...VALID_FORM,
        societeId: societe.id,
        dateLimite: day(20),
        dateDebut: day(37),
      }),
      user
    )
      .withCsrfToken()
      .redirects(0)
    assert.deepEqual(fieldErrors(response), {})
    const offre = await Offre.findByOrFail('userId', user.id)
    assert.equal(offre.dateLimite?.toISODate(), day(20))
    assert.equal(offre.dateDebut?.toISODate(), day(37))
  })

  test('one bound alone is fine: a minimum without maximum, a deadline without start', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const societe = await proWithSociete(user)
    await as(
      client.post(route('offres.store')).form({
        ...VALID_FORM,
        societeId: societe.id,
        salaireMax: '',
        dateDebut: '',
      }),
      user
    )
      .withCsrfToken()
      .redirects(0)
    const offre = await Offre.findByOrFail('userId', user.id)
    assert.equal(offre.salaireMin, 42000)
    assert.isNull(offre.salaireMax)
    assert.isNull(offre.dateDebut)
  })

  test('the same rules refuse an update and keep the stored offer', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const societe = await proWithSociete(user)
    const offre = await offreOf(user, societe).create()
    const before = await snapshot(offre)
    const response = await as(
      client.put(route('offres.update', { id: offre.id })).form({
        ...VALID_FORM,
        societeId: societe.id,
        salaireMin: '50000',
        salaireMax: '40000',
        dateLimite: day(20),
        dateDebut: day(10),
      }),
      user
    )
      .withCsrfToken()
      .redirects(0)
    assert.properties(fieldErrors(response), ['salaireMax', 'dateLimite'])
    assert.deepEqual(await snapshot(offre), before)
  })
})

/** The id of a record the caller may not choose: made by `makers[kind]`, or one that never existed. */
async function unusable(kind: string, makers: Record<string, () => Promise<{ id: number }>>) {
  if (!makers[kind]) return 999_999
  const record = await makers[kind]()
  return record.id
}

test.group('Offres | company and référent', (group) => {
  group.each.setup(() => testUtils.db().truncate())

  test('{$self} cannot be the offer’s company')
    .with(['another pro’s company', 'a trashed company', 'an unknown id'] as const)
    .run(async ({ client, assert }, kind) => {
      const user = await UserFactory.create()
      const societeId = await unusable(kind, {
        'another pro’s company': () => SocieteFactory.with('user').create(),
        'a trashed company': () =>
          SocieteFactory.merge({ userId: user.id }).apply('trashed').create(),
      })
      const response = await as(
        client.post(route('offres.store')).form({ ...VALID_FORM, societeId }),
        user
      )
        .withCsrfToken()
        .redirects(0)
      assert.deepEqual(fieldErrors(response).societeId, ['Choisissez une de vos sociétés.'])
      assert.isNull(await Offre.findBy('userId', user.id))
    })

  test('{$self} cannot be the référent')
    .with(['another pro’s contact', 'a trashed contact', 'an unknown id'] as const)
    .run(async ({ client, assert }, kind) => {
      const user = await UserFactory.create()
      const societe = await proWithSociete(user)
      const contactId = await unusable(kind, {
        'another pro’s contact': () => ContactFactory.with('user').create(),
        'a trashed contact': () =>
          ContactFactory.merge({ userId: user.id }).apply('trashed').create(),
      })
      const response = await as(
        client
          .post(route('offres.store'))
          .form({ ...VALID_FORM, societeId: societe.id, contactId }),
        user
      )
        .withCsrfToken()
        .redirects(0)
      assert.deepEqual(fieldErrors(response).contactId, ['Choisissez un de vos contacts.'])
      assert.isNull(await Offre.findBy('userId', user.id))
    })

  test('a contact of another of my companies cannot be the référent', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const societe = await proWithSociete(user)
    const other = await SocieteFactory.merge({ userId: user.id, nom: 'Batiroc' }).create()
    const contact = await ContactFactory.merge({ userId: user.id, societeId: other.id }).create()
    const response = await as(
      client
        .post(route('offres.store'))
        .form({ ...VALID_FORM, societeId: societe.id, contactId: contact.id }),
      user
    )
      .withCsrfToken()
      .redirects(0)
    assert.deepEqual(fieldErrors(response), {
      contactId: ["Ce contact n'est pas rattaché à la société choisie."],
    })
    assert.isNull(await Offre.findBy('userId', user.id))
  })

  test('a contact of the chosen company, or of none, can be the référent', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const societe = await proWithSociete(user)
    const colleague = await ContactFactory.merge({
      userId: user.id,
      societeId: societe.id,
    }).create()
    const independent = await ContactFactory.merge({ userId: user.id, societeId: null }).create()
    for (const contact of [colleague, independent]) {
      const response = await as(
        client
          .post(route('offres.store'))
          .form({ ...VALID_FORM, societeId: societe.id, contactId: contact.id }),
        user
      )
        .withCsrfToken()
        .redirects(0)
      response.assertFlashMessage('success', 'Offre créée.')
    }
    const offres = await Offre.query().orderBy('id')
    const referents = offres.map((offre) => offre.contactId)
    assert.deepEqual(referents, [colleague.id, independent.id])
  })

  test('moving an offer to another company with a référent of the first is refused', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const societe = await proWithSociete(user)
    const other = await SocieteFactory.merge({ userId: user.id, nom: 'Batiroc' }).create()
    const contact = await ContactFactory.merge({ userId: user.id, societeId: societe.id }).create()
    const offre = await offreOf(user, societe, { contactId: contact.id }).create()
    const before = await snapshot(offre)
    const response = await as(
      client
        .put(route('offres.update', { id: offre.id }))
        .form({ ...VALID_FORM, societeId: other.id, contactId: contact.id }),
      user
    )
      .withCsrfToken()
      .redirects(0)
    assert.deepEqual(fieldErrors(response).contactId, [
      "Ce contact n'est pas rattaché à la société choisie.",
    ])
    assert.deepEqual(await snapshot(offre), before)
  })

  test('another pro’s company cannot be attached on update either', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const societe = await proWithSociete(user)
    const offre = await offreOf(user, societe).create()
    const before = await snapshot(offre)
    const foreign = await SocieteFactory.with('user').create()
    const foreignContact = await ContactFactory.merge({ userId: foreign.userId }).create()
    const response = await as(
      client
        .put(route('offres.update', { id: offre.id }))
        .form({ ...VALID_FORM, societeId: foreign.id, contactId: foreignContact.id }),
      user
    )
      .withCsrfToken()
      .redirects(0)
    assert.deepEqual(fieldErrors(response), {
      societeId: ['Choisissez une de vos sociétés.'],
      contactId: ['Choisissez un de vos contacts.'],
    })
    assert.deepEqual(await snapshot(offre), before)
  })
})
