import { Writable } from 'node:stream'
import { test } from '@japa/runner'
import type { ApiClient, ApiResponse } from '@japa/api-client'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { Logger } from '@adonisjs/core/logger'
import type { HttpContext } from '@adonisjs/core/http'
import User from '#models/user'
import Societe from '#models/societe'
import Texte from '#models/texte'
import HttpExceptionHandler from '#exceptions/handler'
import { UserFactory } from '#database/factories/user_factory'
import { MAIL_LIMITS } from '#services/platform/mail_limits'
import { fieldErrors } from '../auth/helpers.js'
import { VALID_FORM as SOCIETE_FORM } from '../societes/helpers.js'
import { VALID_FORM as TEXTE_FORM } from '../textes/helpers.js'
import { route } from '#tests/helpers/routes'
import { NEW_ACCOUNT, register } from '#tests/helpers/registration'
import { times } from './limits_helpers.js'

/*
| Finding 6: ten registrations of one e-mail at once gave one 302 and nine
| 500s, and the error log held the failing INSERT with the password hash and
| session epoch. A lost unique race answers the form's field error; the log
| never holds a statement's values.
*/

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

test.group('Security: unique values submitted in parallel', () => {
  /* As many as one IP may register at once (app/services/platform/mail_limits.ts): the race, not the limit. */
  test('5 registrations of one e-mail: one account, five identical answers', async ({
    client,
    assert,
  }) => {
    const racers = MAIL_LIMITS.registrationPerIp.requests
    const responses = await Promise.all(times(racers).map(() => register(client)))

    /* The losers of the race are answered as the winner: the address had no account a moment ago. */
    const answers = responses.map((response) => ({
      status: response.status(),
      location: response.header('location'),
      flash: response.flashMessages(),
    }))
    for (const answer of answers) assert.deepEqual(answer, answers[0])
    assert.equal(answers[0].location, route('login'))
    assert.lengthOf(await User.query().where('email', NEW_ACCOUNT.email), 1)
  })

  test('10 {records} with one {key}: one row, nine field errors ({answer})')
    .with([
      {
        records: 'sociétés',
        key: 'SIRET',
        url: route('societes.store'),
        form: SOCIETE_FORM,
        answer: 'json' as const,
        /* A refusal is a 422 and its field errors. */
        refusal: (response: ApiResponse) =>
          response.status() === 422
            ? (response.body().errors as { message: string }[]).map(({ message }) => message)
            : undefined,
        message: 'Ce SIRET est déjà utilisé par une de vos sociétés.',
        rowsOf: (user: User) => Societe.query().where('user_id', user.id),
      },
      {
        records: 'text templates',
        key: 'name',
        url: route('textes.store'),
        form: TEXTE_FORM,
        answer: 'form' as const,
        refusal: (response: ApiResponse) => fieldErrors(response).nom,
        message: 'Vous avez déjà un texte portant ce nom.',
        rowsOf: (user: User) => Texte.query().where('user_id', user.id),
      },
    ])
    .run(async ({ client, assert }, { url, form, answer, refusal, message, rowsOf }) => {
      const user = await UserFactory.create()
      const responses = await postedTenTimes(client, user, url, form, answer)
      assert.notInclude(
        responses.map((response) => response.status()),
        500
      )
      const refused = responses.map(refusal).filter((messages) => messages !== undefined)
      assert.lengthOf(refused, 9)
      for (const messages of refused) assert.deepEqual(messages, [message])
      assert.lengthOf(await rowsOf(user), 1)
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
