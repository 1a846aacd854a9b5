import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import Offre from '#models/offre'
import Contact from '#models/contact'
import User from '#models/user'
import type Societe from '#models/societe'
import { mailtoHref } from '#transformers/offre_transformer'
import { isPlainEmail } from '#validators/shared_rules'
import { mailtoHref as browserMailtoHref } from '../../../inertia/lib/mailto.js'
import { UserFactory } from '#database/factories/user_factory'
import { VALID_FORM, as, fieldErrors } from '../offres/helpers.js'
import { aPublisher, offrePage, propsOf, textOf } from './helpers.js'
import { route } from '#tests/helpers/routes'

/*
| An application address cannot smuggle mailto: headers (security finding,
| attack round 3): '"jobs?bcc=spy@evil.example"@corp.fr' was accepted and
| became a Postuler link with a hidden Bcc. The local part of every e-mail
| address is now letters, digits and . _ + - ' (shared_rules.ts), and every
| mailto: link is percent-encoded, so an older row cannot add a header either.
*/

const HOSTILE = [
  '"jobs?bcc=spy@evil.example"@corp.fr',
  'jobs?bcc=spy@corp.fr',
  'jobs?cc=spy%40evil.example@corp.fr',
  'jobs&bcc=spy@corp.fr',
  'jobs=x@corp.fr',
  'jobs#frag@corp.fr',
  'a/b@corp.fr',
  '"jobs"@corp.fr',
  '"deux mots"@corp.fr',
  'jobs!x@corp.fr',
]
const PLAIN = ['prenom.nom+jobs@corp.fr', "o'brien@corp.fr", 'élodie.dupré@corp.fr', 'RH-2@corp.fr']

/** Creates an offer of the pro at their société with this application address (the form's POST, no redirect followed). */
function offerPoster(client: ApiClient, { user, societe }: { user: User; societe: Societe }) {
  return (candidature: string) =>
    as(
      client
        .post(route('offres.store'))
        .form({ ...VALID_FORM, societeId: societe.id, candidature }),
      user
    )
      .withCsrfToken()
      .redirects(0)
}

const CANDIDATURE_ERROR = 'Saisissez une adresse web (http ou https) ou une adresse e-mail.'
const EMAIL_ERROR =
  "Avant le « @ », l'adresse e-mail ne peut contenir que des lettres, des chiffres, des points, des tirets (- et _), le signe + et l'apostrophe."

test.group('Emplois | application addresses and mailto: links', () => {
  test('an offer refuses an application address a mailto: would read as headers', async ({
    client,
    assert,
  }) => {
    const pro = await aPublisher()
    const post = offerPoster(client, pro)
    for (const candidature of HOSTILE) {
      const response = await post(candidature)
      assert.deepEqual(fieldErrors(response), { candidature: [CANDIDATURE_ERROR] }, candidature)
    }
    assert.isNull(await Offre.findBy('userId', pro.user.id))

    for (const candidature of PLAIN) {
      const response = await post(` ${candidature} `)
      assert.deepEqual(fieldErrors(response), {}, candidature)
    }
    const stored = await Offre.query().where('userId', pro.user.id).orderBy('id')
    assert.deepEqual(
      stored.map((offre) => offre.candidature),
      PLAIN
    )
  })

  test('every e-mail field has the same rule, with its French message', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    for (const email of ['camille?cc=spy@corp.fr', '"camille"@corp.fr', 'a&b@corp.fr']) {
      const contact = await as(
        client.post(route('contacts.store')).form({ nom: 'Roussel', email }),
        user
      )
        .withCsrfToken()
        .redirects(0)
      assert.deepEqual(fieldErrors(contact).email, [EMAIL_ERROR], email)

      const registration = await client
        .post(route('register.store'))
        .form({
          fullName: 'Camille',
          email,
          password: 'un-bon-mot',
          passwordConfirmation: 'un-bon-mot',
        })
        .withCsrfToken()
        .redirects(0)
      assert.deepEqual(fieldErrors(registration).email, [EMAIL_ERROR], email)
    }
    assert.isNull(await Contact.findBy('userId', user.id))
    assert.isNull(await User.findBy('fullName', 'Camille'))
    /* A malformed address keeps the usual message. */
    const malformed = await as(
      client.post(route('contacts.store')).form({ nom: 'Roussel', email: 'pas-une-adresse' }),
      user
    )
      .withCsrfToken()
      .redirects(0)
    assert.deepEqual(fieldErrors(malformed).email, ['Veuillez saisir une adresse e-mail valide.'])
    /* The plain ones are accepted (stored lower-case, as before). */
    const accepted = await as(
      client.post(route('contacts.store')).form({ nom: 'Roussel', email: "O'Brien+RH@Corp.fr" }),
      user
    )
      .withCsrfToken()
      .redirects(0)
    assert.deepEqual(fieldErrors(accepted), {})
    const contact = await Contact.findByOrFail('userId', user.id)
    assert.equal(contact.email, "o'brien+rh@corp.fr")
    for (const email of PLAIN) assert.isTrue(isPlainEmail(email), email)
    for (const email of HOSTILE) assert.isFalse(isPlainEmail(email), email)
  })

  test('a stored address written around the rule still makes a one-recipient link', async ({
    client,
    assert,
  }) => {
    const { publish } = await aPublisher()
    const postulerOf = async (candidature: string) => {
      const offre = await publish({ candidature })
      const path = offrePage(offre)
      const html = await textOf(client.get(path))
      /* No link to a recipient with a header after it (the share link has none: "mailto:?subject="). */
      assert.notMatch(html, /href="mailto:[^"?]+\?/)
      assert.include(html, 'href="mailto:')
      const props = await propsOf(client.get(path).withInertia())
      return props.offre.postuler.href as string
    }
    assert.equal(await postulerOf('jobs?bcc=spy@corp.fr'), 'mailto:jobs%3Fbcc%3Dspy@corp.fr')
    assert.equal(await postulerOf('"jobs?cc=spy"@corp.fr'), 'mailto:%22jobs%3Fcc%3Dspy%22@corp.fr')
    assert.equal(await postulerOf('jobs@corp.fr'), 'mailto:jobs@corp.fr')

    /* The back-office builds its mailto: links the same way. */
    for (const address of [...HOSTILE, ...PLAIN, 'sans-arobase']) {
      assert.equal(browserMailtoHref(address), mailtoHref(address), address)
      assert.notMatch(mailtoHref(address).slice('mailto:'.length), /[?&#"/ ]/, address)
    }
  })

  /* Typed without its scheme, a web address gets https:// (withWebScheme), as every web address field. */
  test('a bare domain gets https://; an e-mail stays; javascript: is refused', async ({
    client,
    assert,
  }) => {
    const pro = await aPublisher()
    const post = offerPoster(client, pro)
    for (const candidature of ['menard-fils.fr/recrutement', 'rh@menard-fils.fr']) {
      const response = await post(candidature)
      assert.deepEqual(fieldErrors(response), {}, candidature)
    }
    const refused = await post('javascript:alert(1)')
    assert.deepEqual(fieldErrors(refused), {
      candidature: [CANDIDATURE_ERROR],
    })
    const stored = await Offre.query().where('userId', pro.user.id).orderBy('id')
    assert.deepEqual(
      stored.map((offre) => offre.candidature),
      ['https://menard-fils.fr/recrutement', 'rh@menard-fils.fr']
    )
  })
})
