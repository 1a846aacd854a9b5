import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import Candidature from '#models/candidature'
import MailDelivery from '#models/mail_delivery'
import type Offre from '#models/offre'
import { UserFactory } from '#database/factories/user_factory'
import { CV_MESSAGES } from '#services/candidatures/cv_type'
import { MAIL_LIMITS } from '#services/platform/mail_limits'
import { UPLOAD_LIMITS } from '#services/platform/upload_limits'
import { resetUploadLimits } from '#tests/helpers/raw_upload'
import { fieldErrors } from '../offres/helpers.js'
import {
  apply,
  applyPath,
  assertKept,
  assertNothingKept,
  docx,
  freshState,
  odt,
  openForm,
  openOffreOf,
  PDF,
  postForm,
  storedCvs,
  withOpenOffre,
} from './candidature_helpers.js'
import { offrePage } from './helpers.js'

/*
| A candidate applies on a public offer (docs/product.md, "Candidatures"):
| the CV's type read from its bytes, refusals that keep nothing (no row, no
| file), the honeypot, the per-IP limits (valid ones, and every post), one application per e-mail and
| offer (20 at once too), offers that take none. The acknowledgement and the
| withdrawal: candidatures_withdrawal.spec.ts. Run on SQLite and PostgreSQL.
*/

const SENT = `Votre candidature est envoyée. Un e-mail de confirmation, avec le lien pour la retirer, part à votre adresse, sauf si elle en a déjà reçu ${MAIL_LIMITS.acknowledgementPerAddress.requests} en 24 heures.`
const DUPLICATE =
  'Vous avez déjà postulé à cette offre avec cette adresse e-mail : votre candidature a bien été reçue.'

let offre: Offre

test.group('Applications | the form on a public offer', (group) => {
  group.each.setup(withOpenOffre((fresh) => (offre = fresh.offre)))

  test('a PDF, a DOCX and an ODT are each accepted, stored under a random name, and acknowledged', async ({
    client,
    assert,
  }) => {
    const files = [
      { email: 'pdf@exemple.fr', cv: { name: 'Mon CV.pdf', bytes: PDF }, type: 'application/pdf' },
      {
        email: 'docx@exemple.fr',
        cv: { name: 'cv.docx', bytes: await docx() },
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      },
      {
        email: 'odt@exemple.fr',
        cv: { name: 'cv.odt', bytes: await odt() },
        type: 'application/vnd.oasis.opendocument.text',
      },
    ]
    for (const { email, cv, type } of files) {
      const response = await apply(client, offre, { email }, cv)
      response.assertStatus(302)
      response.assertHeader('location', offrePage(offre))
      response.assertFlashMessage('success', SENT)
      const row = await Candidature.findByOrFail('email', email)
      assert.equal(row.cvType, type)
      assert.equal(row.cvNom, cv.name)
      assert.equal(row.cvTaille, cv.bytes.length)
      assert.equal(row.userId, offre.userId)
      assert.equal(row.statut, 'nouvelle')
      assert.match(row.cvKey, /^cv\/[0-9a-f-]{36}\.(pdf|docx|odt)$/)
    }
    const stored = await storedCvs()
    assert.lengthOf(stored, 3)
    assert.notInclude(stored.join(' '), 'Mon CV')
    const deliveries = await MailDelivery.query().where('kind', 'application_received')
    assert.lengthOf(deliveries, 3)
    assert.isTrue(deliveries.every((delivery) => delivery.status === 'envoye'))
  })

  test('the row keeps what was typed, cleaned: e-mail lower-cased, line breaks of the message kept', async ({
    client,
    assert,
  }) => {
    await apply(client, offre, { prenom: ' Léa\u0000 ', telephone: '' }).then((r) =>
      r.assertStatus(302)
    )
    const row = await Candidature.firstOrFail()
    assert.equal(row.prenom, 'Léa')
    assert.equal(row.email, 'lea.martin@exemple.fr')
    assert.isNull(row.telephone)
    assert.equal(row.message, 'Bonjour,\nvoici ma candidature.')
    assert.isNotNull(row.consentAt)
  })

  test('a message typed to the box’s limit is kept: its CRLF line breaks count one character each', async ({
    client,
    assert,
  }) => {
    /* 2,500 lines of one letter: 5,000 characters in the box, 7,500 bytes as the browser sends them. */
    const message = Array.from({ length: 2500 }, () => 'a').join('\r\n') + 'a'
    const response = await apply(client, offre, { message })
    response.assertStatus(302)
    const row = await Candidature.firstOrFail()
    assert.equal(row.message, Array.from({ length: 2500 }, () => 'a').join('\n') + 'a')
    assert.lengthOf(row.message!, 5000)
  })

  test('the type comes from the bytes: a PDF named .docx is kept as a PDF', async ({
    client,
    assert,
  }) => {
    const response = await apply(client, offre, {}, { name: 'cv.docx', bytes: PDF })
    response.assertStatus(302)
    const row = await Candidature.firstOrFail()
    assert.equal(row.cvType, 'application/pdf')
    assert.match(row.cvKey, /\.pdf$/)
  })

  test('refused files keep nothing: {name}')
    .with(async () => [
      {
        name: 'HTML named .pdf',
        cv: { name: 'cv.pdf', bytes: Buffer.from('<!doctype html><script>x</script>') },
        error: CV_MESSAGES.type,
      },
      {
        name: 'an executable renamed .pdf',
        cv: {
          name: 'cv.pdf',
          bytes: Buffer.concat([Buffer.from('MZ\x90\x00\x03'), Buffer.alloc(512, 1)]),
        },
        error: CV_MESSAGES.type,
      },
      {
        name: 'a spreadsheet renamed .docx',
        cv: { name: 'cv.docx', bytes: await odt('application/vnd.oasis.opendocument.spreadsheet') },
        error: CV_MESSAGES.type,
      },
      {
        name: 'a zip that is no document',
        cv: { name: 'cv.docx', bytes: Buffer.from('PK\x03\x04 not really a zip') },
        error: CV_MESSAGES.type,
      },
      {
        name: 'an empty file',
        cv: { name: 'cv.pdf', bytes: Buffer.alloc(0) },
        error: CV_MESSAGES.empty,
      },
      {
        name: '5 MB and one byte',
        cv: {
          name: 'cv.pdf',
          bytes: Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024 + 1 - PDF.length)]),
        },
        error: CV_MESSAGES.fileBytes,
      },
      { name: 'no file', cv: null, error: CV_MESSAGES.missing },
    ])
    .run(async ({ client, assert }, { cv, error }) => {
      const response = await apply(client, offre, {}, cv)
      response.assertStatus(302)
      assert.deepEqual(fieldErrors(response).cv, [error])
      await assertNothingKept(assert)
      assert.lengthOf(await MailDelivery.all(), 0)
    })

  test('two files are refused (one CV only)', async ({ client, assert }) => {
    const response = await apply(client, offre).file('cv', PDF, { filename: 'autre.pdf' })
    assert.deepEqual(fieldErrors(response).cv, [CV_MESSAGES.oneFile])
    await assertNothingKept(assert)
  })

  test('a 6 MB CV is refused before it is read (413), nothing kept', async ({ assert }) => {
    const { jar } = await openForm(offre)
    const big = Buffer.concat([PDF, Buffer.alloc(6 * 1024 * 1024)])
    const response = await postForm(offre, jar, { name: 'cv.pdf', bytes: big })
    assert.equal(response.status, 413)
    await assertNothingKept(assert)
  })

  test('fields are checked in French and nothing is kept', async ({ client, assert }) => {
    const response = await apply(client, offre, {
      prenom: '',
      email: 'pas-une-adresse',
      message: 'x'.repeat(5001),
      consentement: undefined,
    })
    const errors = fieldErrors(response)
    assert.deepEqual(errors.prenom, ['Le champ prénom est obligatoire.'])
    assert.deepEqual(errors.email, ['Veuillez saisir une adresse e-mail valide.'])
    assert.deepEqual(errors.message, ['Le champ message ne doit pas dépasser 5000 caractères.'])
    assert.deepEqual(errors.consentement, [
      'Acceptez le traitement de vos données pour envoyer votre candidature.',
    ])
    await assertNothingKept(assert)
  })

  test('the honeypot filled: answered as a success, nothing kept, nothing sent', async ({
    client,
    assert,
  }) => {
    const response = await apply(client, offre, { site_web: 'https://spam.example' })
    response.assertStatus(302)
    response.assertHeader('location', offrePage(offre))
    response.assertFlashMessage('success', SENT)
    await assertNothingKept(assert)
    assert.lengthOf(await MailDelivery.all(), 0)
  })

  test('one IP sends 5 applications in 10 minutes, the 6th is refused and kept nowhere', async ({
    client,
    assert,
  }) => {
    for (let n = 1; n <= 5; n++) {
      const response = await apply(client, offre, { email: `candidat${n}@exemple.fr` })
      response.assertHeader('location', offrePage(offre))
    }
    const refused = await apply(client, offre, { email: 'candidat6@exemple.fr' })
    assert.match(
      fieldErrors(refused).form[0],
      /^Trop de candidatures envoyées depuis votre connexion\. Réessayez dans \d+ minutes?\.$/
    )
    await assertKept(assert, 5)
  })

  test('one IP posts the form 30 times in 10 minutes, valid or not; the 31st is refused unread', async ({
    client,
    assert,
  }) => {
    const notACv = { name: 'cv.pdf', bytes: Buffer.from('<html>pas un CV</html>') }
    for (let n = 1; n <= 30; n++) {
      const response = await apply(client, offre, { email: `essai${n}@exemple.fr` }, notACv)
      assert.deepEqual(fieldErrors(response).cv, [CV_MESSAGES.type])
    }
    /* A valid one now: refused before its body is read, connection closed. */
    const refused = await apply(client, offre, { email: 'valide@exemple.fr' })
    assert.match(
      fieldErrors(refused).form[0],
      /^Trop d’envois du formulaire depuis votre connexion\. Réessayez dans \d+ minutes?\.$/
    )
    refused.assertHeader('connection', 'close')
    await assertNothingKept(assert)
  })

  test('a second application with the same e-mail (any case) is refused politely', async ({
    client,
    assert,
  }) => {
    await apply(client, offre)
    const again = await apply(client, offre, { email: 'LEA.MARTIN@exemple.fr' })
    assert.deepEqual(fieldErrors(again).email, [DUPLICATE])
    await assertKept(assert, 1)
    /* Another offer of the same pro takes it. */
    const other = await openOffreOf(await UserFactory.create())
    await apply(client, other).then((answer) => answer.assertHeader('location', offrePage(other)))
  })

  test('20 identical applications at once: one row, one file', async ({
    client,
    assert,
    cleanup,
  }) => {
    /* All 20 read at once, as from 20 addresses (one address has a few in flight: upload_shares.spec.ts). */
    UPLOAD_LIMITS.pools.candidatures.perIp = 20
    cleanup(resetUploadLimits)
    const answers = await Promise.all(Array.from({ length: 20 }, () => apply(client, offre)))
    assert.isTrue(answers.every((answer) => answer.status() === 302))
    await assertKept(assert, 1)
    assert.lengthOf(await MailDelivery.all(), 1)
  })
})

test.group('Applications | offers that take none', (group) => {
  group.each.setup(async () => {
    const state = await freshState()
    return state.cleanup
  })

  const CASES: { name: string; make: () => Promise<Offre> }[] = [
    { name: 'a draft', make: async () => openOffreOf(await UserFactory.create(), {}, []) },
    {
      name: 'a closed offer',
      make: async () => openOffreOf(await UserFactory.create(), {}, ['cloturee']),
    },
    {
      name: 'a trashed offer',
      make: async () => openOffreOf(await UserFactory.create(), {}, ['publiee', 'trashed']),
    },
    {
      name: 'an offer past its deadline',
      make: async () =>
        openOffreOf(await UserFactory.create(), {
          dateLimite: DateTime.now().minus({ days: 1 }).startOf('day'),
        }),
    },
    {
      name: 'an employer not yet approved',
      make: async () => openOffreOf(await UserFactory.apply('pending').create()),
    },
    {
      name: 'a suspended employer',
      make: async () => openOffreOf(await UserFactory.apply('suspended').create()),
    },
    {
      name: 'an offer with its own address',
      make: async () =>
        openOffreOf(await UserFactory.create(), { candidature: 'https://exemple.fr/postuler' }),
    },
  ]

  test('{name}: the form does not open and the post is a 404, nothing kept')
    .with(CASES)
    .run(async ({ client, assert }, { make }) => {
      const target = await make()
      const opened = await client.get(applyPath(target)).header('accept', 'application/json')
      opened.assertStatus(404)
      const response = await apply(client, target)
      response.assertStatus(404)
      await assertNothingKept(assert)
    })

  test('an unknown reference is a 404', async ({ client }) => {
    await apply(client, { reference: 'OFF-2020-9999' }).then((answer) => answer.assertStatus(404))
    await apply(client, { reference: 'nimporte-quoi' }).then((answer) => answer.assertStatus(404))
  })
})
