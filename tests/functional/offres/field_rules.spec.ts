import { test } from '@japa/runner'
import Offre from '#models/offre'
import { UserFactory } from '#database/factories/user_factory'
import { SocieteFactory } from '#database/factories/societe_factory'
import { ContactFactory } from '#database/factories/contact_factory'
import {
  VALID_FORM,
  assertNoOffre,
  day,
  fieldErrors,
  offreOf,
  proAndSociete,
  proWithContact,
  sendOffre,
  sendOffreUpdate,
  submit,
} from './helpers.js'
import { route } from '#tests/helpers/routes'
import { aContact, aSociete } from '#tests/helpers/owned_records'

/*
| Rules between fields and records: salary range, dates in order, and the
| company and référent being the caller's own (docs/product.md §3). A refused form
| writes nothing, on create as on update.
*/
test.group('Offres | field rules', () => {
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
      const { user, societe } = await proAndSociete()
      const response = await sendOffre(client, user, { societeId: societe.id, ...change })
      await assertNoOffre(assert, response, user, { [field]: [message] })
    })

  test('an application address is a web address or an e-mail, stored trimmed; emptied, it is cleared', async ({
    client,
    assert,
  }) => {
    const { user, societe } = await proAndSociete()
    for (const candidature of ['  https://numeria.fr/carrieres?poste=42 ', 'jobs@numeria.fr']) {
      await sendOffre(client, user, {
        societeId: societe.id,
        candidature,
      })
    }
    const stored = await Offre.query().where('userId', user.id).orderBy('id', 'asc')
    assert.deepEqual(
      stored.map((offre) => offre.candidature),
      ['https://numeria.fr/carrieres?poste=42', 'jobs@numeria.fr']
    )
    await submit(client, user, 'PUT', route('offres.update', { id: stored[0].id }), {
      ...VALID_FORM,
      societeId: societe.id,
      candidature: '',
    })
    await stored[0].refresh()
    assert.isNull(stored[0].candidature)
  })

  test('{title}')
    .with(() => [
      {
        title: 'equal salaries and a deadline on the start day are accepted',
        fields: { salaireMin: '30000', salaireMax: '30000', dateDebut: day(5), dateLimite: day(5) },
        stored: { salaireMax: 30000, dateLimite: day(5) },
      },
      {
        title: 'a deadline before the start date is accepted: one applies, then starts',
        fields: { dateLimite: day(20), dateDebut: day(37) },
        stored: { dateLimite: day(20), dateDebut: day(37) },
      },
      {
        title: 'one bound alone is fine: a minimum without maximum, a deadline without start',
        fields: { salaireMax: '', dateDebut: '' },
        stored: { salaireMin: 42000, salaireMax: null, dateDebut: null },
      },
    ])
    .run(async ({ client, assert }, { fields, stored }) => {
      const { user, societe } = await proAndSociete()
      const response = await sendOffre(client, user, { societeId: societe.id, ...fields })
      assert.deepEqual(fieldErrors(response), {})
      const offre = await Offre.findByOrFail('userId', user.id)
      assert.containsSubset(
        {
          salaireMin: offre.salaireMin,
          salaireMax: offre.salaireMax,
          dateDebut: offre.dateDebut?.toISODate() ?? null,
          dateLimite: offre.dateLimite?.toISODate() ?? null,
        },
        stored
      )
    })

  test('the same rules refuse an update and keep the stored offer', async ({ client, assert }) => {
    const { user, societe } = await proAndSociete()
    const offre = await offreOf(user, societe).create()
    const { response, before, after } = await sendOffreUpdate(client, user, offre, {
      societeId: societe.id,
      salaireMin: '50000',
      salaireMax: '40000',
      dateLimite: day(20),
      dateDebut: day(10),
    })
    assert.properties(fieldErrors(response), ['salaireMax', 'dateLimite'])
    assert.deepEqual(after, before)
  })
})

const NOT_MINE = 'Choisissez un de vos contacts.'
const NOT_AT_COMPANY = "Ce contact n'est pas rattaché à la société choisie."

/** The id of a record the caller may not choose: made by `makers[kind]`, or one that never existed. */
async function unusable(kind: string, makers: Record<string, () => Promise<{ id: number }>>) {
  if (!makers[kind]) return 999_999
  const record = await makers[kind]()
  return record.id
}

test.group('Offres | company and référent', () => {
  test('{$self} cannot be the offer’s company')
    .with(['another pro’s company', 'a trashed company', 'an unknown id'] as const)
    .run(async ({ client, assert }, kind) => {
      const user = await UserFactory.create()
      const societeId = await unusable(kind, {
        'another pro’s company': () => SocieteFactory.with('user').create(),
        'a trashed company': () => aSociete(user, {}, 'trashed'),
      })
      const response = await sendOffre(client, user, {
        societeId,
      })
      assert.deepEqual(fieldErrors(response).societeId, ['Choisissez une de vos sociétés.'])
      assert.isNull(await Offre.findBy('userId', user.id))
    })

  test('{0} cannot be the référent')
    .with([
      ['another pro’s contact', NOT_MINE],
      ['a trashed contact', NOT_MINE],
      ['an unknown id', NOT_MINE],
      ['a contact of another of my companies', NOT_AT_COMPANY],
    ] as const)
    .run(async ({ client, assert }, [kind, message]) => {
      const { user, societe } = await proAndSociete()
      const contactId = await unusable(kind, {
        'another pro’s contact': () => ContactFactory.with('user').create(),
        'a trashed contact': () => aContact(user, {}, 'trashed'),
        'a contact of another of my companies': async () => {
          const other = await aSociete(user, { nom: 'Batiroc' })
          return aContact(user, { societeId: other.id })
        },
      })
      const response = await sendOffre(client, user, { societeId: societe.id, contactId })
      await assertNoOffre(assert, response, user, { contactId: [message] })
    })

  test('a contact of the chosen company, or of none, can be the référent', async ({
    client,
    assert,
  }) => {
    const { user, societe, contact: colleague } = await proWithContact()
    const independent = await aContact(user, { societeId: null })
    for (const contact of [colleague, independent]) {
      const response = await sendOffre(client, user, {
        societeId: societe.id,
        contactId: contact.id,
      })
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
    const { user, societe } = await proAndSociete()
    const other = await aSociete(user, { nom: 'Batiroc' })
    const contact = await aContact(user, { societeId: societe.id })
    const offre = await offreOf(user, societe, { contactId: contact.id }).create()
    const { response, before, after } = await sendOffreUpdate(client, user, offre, {
      societeId: other.id,
      contactId: contact.id,
    })
    assert.deepEqual(fieldErrors(response).contactId, [NOT_AT_COMPANY])
    assert.deepEqual(after, before)
  })

  test('another pro’s company cannot be attached on update either', async ({ client, assert }) => {
    const { user, societe } = await proAndSociete()
    const offre = await offreOf(user, societe).create()
    const foreign = await SocieteFactory.with('user').create()
    const foreignContact = await ContactFactory.merge({ userId: foreign.userId }).create()
    const { response, before, after } = await sendOffreUpdate(client, user, offre, {
      societeId: foreign.id,
      contactId: foreignContact.id,
    })
    assert.deepEqual(fieldErrors(response), {
      societeId: ['Choisissez une de vos sociétés.'],
      contactId: [NOT_MINE],
    })
    assert.deepEqual(after, before)
  })
})
