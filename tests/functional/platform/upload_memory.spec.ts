import { EventEmitter } from 'node:events'
import type { ServerResponse } from 'node:http'
import { test } from '@japa/runner'
import Import from '#models/import'
import { UserFactory } from '#database/factories/user_factory'
import { MAX_UPLOAD_BYTES } from '#services/data_tools/import_file'
import { CV_MAX_BYTES } from '#services/candidatures/cv_type'
import { UPLOAD_LIMITS, UPLOAD_MESSAGES } from '#services/platform/upload_limits'
import { admitUpload, uploadPools } from '#services/platform/upload_memory'
import { resetUploadLimits, send, signIn } from '#tests/helpers/raw_upload'
import { fieldErrors } from '../offres/helpers.js'
import {
  apply,
  assertNothingKept,
  freshState,
  openOffreOf,
  rowCount,
} from '../emplois/candidature_helpers.js'
import { route } from '#tests/helpers/routes'
import { messageOf, until } from './helpers.js'

/*
| Uploads are held in memory until answered; a pool holds at most
| `UPLOAD_LIMITS.pools.*.limitBytes` of what has arrived at once
| (app/services/platform/upload_memory.ts). Here the imports' pool is small:
| while a slow upload holds it with what it sent, the next is refused before
| its body is read, and the budget comes back when the slow one's connection
| ends. The same reader takes the applications' CVs. How the pools are
| shared between addresses and accounts: upload_shares.spec.ts.
*/

const KB = 1024

const CSV = Buffer.from('Nom;E-mail\nDurand;durand@exemple.fr\n')

test.group('Platform | uploads held in memory at once', (group) => {
  group.each.setup(() => {
    UPLOAD_LIMITS.pools.imports.limitBytes = 64 * KB
    /* The slow sender is never cut here, however loaded the machine (the cut: upload_shares.spec.ts). */
    UPLOAD_LIMITS.minRate.windowMs = 60_000
    return resetUploadLimits
  })

  test('past the budget an upload is refused at once, and the budget comes back', async ({
    assert,
  }) => {
    const user = await UserFactory.create()
    const session = await signIn(user.email)
    assert.equal(uploadPools.imports.heldBytes, 0)

    /* A slow sender: sends 128 KB of a declared 10 MB (alone, it may), then waits. */
    let hangUp = () => {}
    const slow = send(
      session,
      route('contacts.import.create'),
      'lent.csv',
      Buffer.alloc(256 * KB, 'a'),
      {
        json: true,
        declaredLength: MAX_UPLOAD_BYTES - 100,
        sendOnly: 128 * KB,
        started: (request) => (hangUp = () => request.destroy()),
      }
    ).catch((error: Error) => error)
    await until(() => uploadPools.imports.heldBytes >= 64 * KB)

    const refused = await Promise.all(
      Array.from({ length: 5 }, () =>
        send(session, route('contacts.import.create'), 'contacts.csv', CSV, { json: true })
      )
    )
    for (const answer of refused) {
      assert.equal(answer.status, 422, answer.text.slice(0, 300))
      assert.equal(messageOf(answer), UPLOAD_MESSAGES.busy)
      assert.equal(answer.headers.connection, 'close')
    }
    assert.lengthOf(await Import.all(), 0)

    /* It gives up: its share comes back. */
    hangUp()
    assert.instanceOf(await slow, Error)
    await until(() => uploadPools.imports.heldBytes === 0)

    const accepted = await send(session, route('contacts.import.create'), 'contacts.csv', CSV, {
      json: true,
    })
    /* Read and kept: on to the import's preview. */
    assert.equal(accepted.status, 302, accepted.text.slice(0, 300))
    assert.match(accepted.headers.location!, /^\/app\/contacts\/import\/\d+$/)
    assert.lengthOf(await Import.all(), 1)
    await until(() => uploadPools.imports.heldBytes === 0)
  })

  test('one upload larger than the whole budget is still read when it is alone', async ({
    assert,
  }) => {
    UPLOAD_LIMITS.pools.imports.limitBytes = 16
    const user = await UserFactory.create()
    const session = await signIn(user.email)
    const answer = await send(session, route('contacts.import.create'), 'contacts.csv', CSV, {
      json: true,
    })
    assert.equal(answer.status, 302, answer.text.slice(0, 300))
    assert.lengthOf(await Import.all(), 1)
    await until(() => uploadPools.imports.heldBytes === 0)
  })
})

test.group('Platform | applications past the budget of uploads', (group) => {
  group.each.setup(async () => {
    const state = await freshState()
    return async () => {
      resetUploadLimits()
      await state.cleanup()
    }
  })

  test('a candidate is asked to try again, nothing is kept; the next one goes through', async ({
    client,
    assert,
  }) => {
    const offre = await openOffreOf(await UserFactory.create())
    /* Another upload in flight, from another address, holds the pool (its answer not sent yet). */
    UPLOAD_LIMITS.pools.candidatures.limitBytes = CV_MAX_BYTES
    const inFlight = Object.assign(new EventEmitter(), { closed: false })
    const slot = admitUpload(inFlight as unknown as ServerResponse, 'candidatures', {
      ip: '192.0.2.1',
    })
    assert.isTrue('grow' in slot && slot.grow(CV_MAX_BYTES))

    const refused = await apply(client, offre)
    refused.assertStatus(302)
    assert.deepEqual(fieldErrors(refused).cv, [UPLOAD_MESSAGES.busy])
    await assertNothingKept(assert)

    inFlight.emit('close')
    assert.equal(uploadPools.candidatures.heldBytes, 0)
    const accepted = await apply(client, offre)
    accepted.assertStatus(302)
    assert.match(String(accepted.flashMessage('success')), /^Votre candidature est envoyée\./)
    assert.equal(await rowCount(), 1)
  })
})
