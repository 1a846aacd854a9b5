import { test } from '@japa/runner'
import type User from '#models/user'
import MailDelivery from '#models/mail_delivery'
import { UserFactory } from '#database/factories/user_factory'
import { type Expected, type MatrixEntry, ROUTE_MATRIX, urlFor } from './route_matrix.js'
import { answerOf, freshRecords, matrixWalk } from './route_requests.js'
import { route } from '#tests/helpers/routes'
import { visitAs } from '#tests/helpers/as_user'

/*
| A refused account keeps its back-office read-only
| (app/services/accounts/account_standing.ts): on its OWN records, every
| write of the back-office (under /app, and the duplicate checks that serve
| its forms) is a 403 before anything is read, and every page that only
| serves a write (create, import, merge) too; it still reads, exports, and
| manages its profile (password, sessions, deletion) as a validated owner.
| The route matrix covers other owners' records.
*/

const isWrite = (entry: MatrixEntry) => !['GET', 'OPTIONS'].includes(entry.method)
const recordWrite = (entry: MatrixEntry) =>
  isWrite(entry) &&
  (entry.pattern.startsWith('/app/') || entry.pattern.startsWith('/api/user/doublons/'))

/* Edit forms only for those who may change the record (a société's or an offre's shows read-only). */
const EDIT_FORMS = ['contacts.edit', 'textes.edit']

/** What a refused owner gets: droit lecteur's refusals, the owner's answer elsewhere. */
function expectedForRefused(entry: MatrixEntry): Expected {
  if (recordWrite(entry) || EDIT_FORMS.includes(entry.route)) return 403
  if (!isWrite(entry) && entry.expect.lecteur === 403) return 403
  return entry.expect.pro
}

let refused: User

test.group('Refused account | read-only on its own records', (group) => {
  matrixWalk(group, async () => {
    refused = await UserFactory.apply('refused').create()
  })

  test('{method} {pattern}')
    .with(ROUTE_MATRIX)
    .run(async ({ client, assert }, entry) => {
      const fixtures = await freshRecords(refused)
      const url = urlFor(entry.pattern, fixtures)
      const answer = expectedForRefused(entry)
      const expected =
        typeof answer === 'string' ? `302 ${urlFor(answer.slice(4), fixtures)}` : answer
      assert.equal(await answerOf(client, entry, url, refused), expected, `${entry.method} ${url}`)
      /* Each test's fixtures add one failed delivery (« Envois en échec »): none may follow it. */
      const queued = await MailDelivery.query().where('id', '>', fixtures.mail)
      assert.lengthOf(queued, 0, 'no mail leaves a refused account')
    })

  test('its pages say it is read-only: banner, no write rights, no first steps', async ({
    client,
  }) => {
    const page = await visitAs(client, refused, route('dashboard'))
    page.assertInertiaPropsContains({
      accountApproval: { status: 'refusee', reason: 'SIRET introuvable.' },
      checklist: null,
    })
    const list = await visitAs(client, refused, route('contacts.index'))
    list.assertInertiaPropsContains({ can: { create: false } })
  })
})
