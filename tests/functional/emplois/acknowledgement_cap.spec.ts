import { test } from '@japa/runner'
import type mail from '@adonisjs/mail/services/main'
import Candidature from '#models/candidature'
import type Offre from '#models/offre'
import CandidatureReceivedMail from '#mails/candidature_received_mail'
import { UserFactory } from '#database/factories/user_factory'
import { submitCandidature } from '#services/candidatures/candidature_submission'
import { MAIL_LIMITS, mailboxOf } from '#services/platform/mail_limits'
import { PDF, apply, freshState, openOffreOf } from './candidature_helpers.js'

/*
| Attack round 4, finding 7: the acknowledgement of an application went to
| whatever address was typed, with the sender's chosen name in it, and
| nothing bounded how many one mailbox received across offers and spellings
| of its address. Now one mailbox gets `acknowledgementPerAddress` a day
| (counted by mailboxOf), the applications past it still reach the
| recruiters, the page's words are true either way, and the mail carries
| nothing the sender typed. Run on SQLite and PostgreSQL.
*/

const CAP = MAIL_LIMITS.acknowledgementPerAddress.requests
const SENT = `Votre candidature est envoyée. Un e-mail de confirmation, avec le lien pour la retirer, part à votre adresse, sauf si elle en a déjà reçu ${CAP} en 24 heures.`

let mails: ReturnType<typeof mail.fake>['mails']

const acknowledgements = () => mails.sent((message) => message instanceof CandidatureReceivedMail)

/** Applications made earlier today to `offres`, from other networks, with `email`'s spellings. */
async function appliedEarlier(offres: Offre[], spellings: (index: number) => string) {
  for (const [index, offre] of offres.entries()) {
    const fields = { prenom: 'Léa', nom: 'Martin', email: spellings(index) }
    const cv = { filename: 'cv.pdf', bytes: PDF, extension: 'pdf' as const }
    await submitCandidature(offre, fields, cv, `10.0.0.${index + 1}`)
  }
}

test.group('Applications | acknowledgements per mailbox', (group) => {
  group.each.setup(async () => {
    const state = await freshState()
    mails = state.mails
    return state.cleanup
  })

  test('spellings of one address reach one mailbox', ({ assert }) => {
    const mailbox = mailboxOf('lea.martin@exemple.fr')
    for (const spelling of [
      'Lea.Martin@Exemple.FR',
      'lea.martin+emplois@exemple.fr',
      ' LEA.MARTIN+a+b@exemple.fr ',
    ]) {
      assert.equal(mailboxOf(spelling), mailbox)
    }
    assert.equal(mailboxOf('L.e.a+x@googlemail.com'), mailboxOf('lea@gmail.com'))
    assert.equal(mailboxOf('élodie@bücher.de'), mailboxOf('ÉLODIE@xn--bcher-kva.de'))
    /* Dots count everywhere else, and other people stay other people. */
    assert.notEqual(mailboxOf('lea.martin@exemple.fr'), mailboxOf('leamartin@exemple.fr'))
    assert.notEqual(mailboxOf('lea@exemple.fr'), mailboxOf('lea@exemple.com'))
  })

  test('one mailbox gets its daily share of acknowledgements across offers and spellings; every application is kept', async ({
    client,
    assert,
  }) => {
    const owner = await UserFactory.create()
    const offres: Offre[] = []
    for (let n = 0; n < CAP + 1; n++) offres.push(await openOffreOf(owner, { titre: `Offre ${n}` }))

    await appliedEarlier(offres.slice(0, CAP - 1), (index) => `lea.martin+${index}@exemple.fr`)
    assert.lengthOf(acknowledgements(), CAP - 1)

    /* The last one of the day, then one more: another offer, and the same offer spelled otherwise. */
    const last = await apply(client, offres[CAP - 1], { email: 'Lea.Martin@exemple.fr' })
    const beyond = await apply(client, offres[CAP], { email: 'LEA.MARTIN+autre@exemple.fr' })
    const again = await apply(client, offres[0], { email: 'lea.martin+encore@exemple.fr' })
    for (const answer of [last, beyond, again]) {
      answer.assertStatus(302)
      answer.assertFlashMessage('success', SENT)
    }

    assert.lengthOf(acknowledgements(), CAP)
    assert.lengthOf(await Candidature.all(), CAP + 2)
    const kept = await Candidature.query().where('email', 'lea.martin+encore@exemple.fr').first()
    assert.equal(kept?.offreId, offres[0].id)
  })

  test('another mailbox keeps its own share', async ({ client, assert }) => {
    const owner = await UserFactory.create()
    const offres: Offre[] = []
    for (let n = 0; n < CAP; n++) offres.push(await openOffreOf(owner, { titre: `Offre ${n}` }))
    await appliedEarlier(offres, () => 'lea.martin@exemple.fr')

    const other = await apply(client, offres[0], { email: 'leamartin@exemple.fr' })
    other.assertFlashMessage('success', SENT)
    assert.lengthOf(acknowledgements(), CAP + 1)
  })

  test('the acknowledgement carries nothing the sender typed', async ({ client, assert }) => {
    const offre = await openOffreOf(await UserFactory.create())
    const response = await apply(
      client,
      offre,
      {
        prenom: 'Gagnez 1000 € sur http://promo.example',
        nom: '<b>Cliquez</b>',
        email: 'victime@exemple.fr',
        message: 'Offre spéciale',
      },
      { name: 'bonus-http-promo.example.pdf', bytes: PDF }
    )
    response.assertStatus(302)

    const [sent] = acknowledgements()
    const { to, subject, text, html } = sent.message.toJSON().message
    assert.deepEqual(to, ['victime@exemple.fr'])
    const everything = `${subject}\n${text}\n${html}`
    for (const typed of ['Gagnez', 'promo.example', 'Cliquez', 'Offre spéciale', 'bonus']) {
      assert.notInclude(everything, typed)
    }
    assert.include(String(text), 'Bonjour,')
    assert.include(String(text), 'Chargé·e de communication')
  })
})
