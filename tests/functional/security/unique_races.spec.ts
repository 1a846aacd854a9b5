import { Writable } from 'node:stream'
import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { Logger } from '@adonisjs/core/logger'
import type { HttpContext } from '@adonisjs/core/http'
import User from '#models/user'
import Societe from '#models/societe'
import TexteModele from '#models/texte_modele'
import HttpExceptionHandler from '#exceptions/handler'
import { UserFactory } from '#database/factories/user_factory'
import { MAIL_LIMITS } from '#services/platform/mail_limits'
import { fieldErrors } from '../auth/helpers.js'
import { VALID_FORM as SOCIETE_FORM } from '../societes/helpers.js'
import { VALID_FORM as TEXTE_FORM } from '../textes/templates_helpers.js'
import { route } from '#tests/helpers/routes'
import { freshEach } from '#tests/helpers/fresh_each'

/*
| Finding 6: ten registrations of one e-mail at once gave one 302 and nine
| 500s, and the error log held the failing INSERT with the password hash and
| session epoch. A lost unique race answers the form's field error; the log
| never holds a statement's values.
*/
const times = (n: number) => Array.from({ length: n }, (_, index) => index)

/** `form` posted 10 times at once by `user`: as JSON (a refusal is a 422) or as a form (a redirect, not followed). */
function postedTenTimes(
  client: ApiClient,
  user: User,
  url: string,
  form: object,
  answer: 'json' | 'form'
) {
  return Promise.all(
    times(10).map(() => {
      const request = client.post(url).form(form).loginAs(user).withCsrfToken()
      return answer === 'json' ? request.header('accept', 'application/json') : request.redirects(0)
    })
  )
}

test.group('Security: unique values submitted in parallel', (group) => {
  freshEach(group)

  /* As many as one IP may register at once (app/services/platform/mail_limits.ts): the race, not the limit. */
  test('5 registrations of one e-mail: one account, five identical answers', async ({
    client,
    assert,
  }) => {
    const racers = MAIL_LIMITS.registrationPerIp.requests
    const form = {
      fullName: 'Camille Durand',
      email: 'camille.durand@example.fr',
      password: 'motdepasse-solide',
      passwordConfirmation: 'motdepasse-solide',
    }
    const responses = await Promise.all(
      times(racers).map(() =>
        client.post(route('register.store')).form(form).withCsrfToken().redirects(0)
      )
    )

    /* The losers of the race are answered as the winner: the address had no account a moment ago. */
    const answers = responses.map((response) => ({
      status: response.status(),
      location: response.header('location'),
      flash: response.flashMessages(),
    }))
    for (const answer of answers) assert.deepEqual(answer, answers[0])
    assert.equal(answers[0].location, route('login'))
    assert.lengthOf(await User.query().where('email', form.email), 1)
  })

  test('10 sociétés with one SIRET: one row, nine field errors (JSON gets 422)', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const responses = await postedTenTimes(
      client,
      user,
      route('societes.store'),
      SOCIETE_FORM,
      'json'
    )
    const statuses = responses.map((response) => response.status())
    assert.notInclude(statuses, 500)
    assert.lengthOf(
      statuses.filter((status) => status === 422),
      9
    )
    for (const refused of responses.filter((r) => r.status() === 422)) {
      assert.include(JSON.stringify(refused.body()), 'Ce SIRET est déjà utilisé')
    }
    assert.lengthOf(await Societe.query().where('user_id', user.id), 1)
  })

  test('10 text templates with one name: one row, nine field errors', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const responses = await postedTenTimes(client, user, route('textes.store'), TEXTE_FORM, 'form')
    assert.notInclude(
      responses.map((response) => response.status()),
      500
    )
    const refused = responses.filter((response) => fieldErrors(response).nom)
    assert.lengthOf(refused, 9)
    assert.deepEqual(fieldErrors(refused[0]).nom, ['Vous avez déjà un texte portant ce nom.'])
    assert.lengthOf(await TexteModele.query().where('user_id', user.id), 1)
  })

  test('a database failure is logged without its statement or any bound value', async ({
    assert,
  }) => {
    const secrets = ['fuite@example.fr', '$scrypt$n=16384$secret-hash', 'epoch-9f3c2a']
    let failure: unknown
    try {
      /* A NOT NULL violation carries the whole row in the message (SQLite) or detail (PostgreSQL). */
      await db.table('users').insert({
        email: secrets[0],
        password: secrets[1],
        session_epoch: secrets[2],
        full_name: null,
        created_at: new Date(),
        updated_at: new Date(),
      })
    } catch (error) {
      failure = error
    }
    assert.exists(failure)

    let written = ''
    const destination = new Writable({
      write(chunk, _encoding, done) {
        written += chunk.toString()
        done()
      },
    })
    const loggerConfig = app.config.get<{ loggers: { app: object } }>('logger').loggers.app
    const logger = new Logger({ ...loggerConfig, enabled: true, level: 'trace', destination })
    const ctx = { logger, request: { id: () => 'req-1' } } as unknown as HttpContext

    await new HttpExceptionHandler().report(failure, ctx)
    assert.include(written, 'DatabaseError')
    for (const secret of secrets) assert.notInclude(written, secret)
  })
})
