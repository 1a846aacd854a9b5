/*
| The requests the route matrix sends (route_matrix.spec.ts) and the records
| its :id routes point to, shared with the specs that walk the matrix with
| another account (refused_read_only.spec.ts).
*/
import { DateTime } from 'luxon'
import type { ApiClient } from '@japa/api-client'
import type { Group } from '@japa/runner/core'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import mailer from '@adonisjs/mail/services/main'
import PageTexte from '#models/page_texte'
import type User from '#models/user'
import Interaction from '#models/interaction'
import { CandidatureFactory } from '#database/factories/candidature_factory'
import { failedResetMail } from '#tests/helpers/mail_deliveries'
import type { Expected, Fixtures, MatrixEntry } from './route_matrix.js'
import { as } from './helpers.js'
import { aContact, anOffre, aSociete, aTexte } from '#tests/helpers/owned_records'
import { keepRows } from '#tests/helpers/fresh_each'

/** Where form posts claim to come from, so "back" is recognisable. */
const REFERER = '/depuis'

/**
 * The state a walk of the matrix runs in: the database emptied once for the
 * whole group (its rows kept from test to test), then `accounts()` makes its
 * accounts and the home page's text is put back; each route starts with no
 * rate-limit counts and a faked mailer.
 */
export function matrixWalk(group: Group, accounts: () => Promise<unknown>) {
  keepRows(group)
  group.setup(async () => {
    const cleanup = await testUtils.db().truncate()
    await accounts()
    /* Inserted by its migration, but other test files truncate every table. */
    await PageTexte.firstOrCreate({ cle: 'accueil.titre' }, { titre: 'Bienvenue' })
    return cleanup
  })
  group.each.setup(async () => {
    await limiter.clear()
    mailer.fake()
    return () => mailer.restore()
  })
}

/** One record of each kind, owned by `pro`. */
export async function freshRecords(pro: User): Promise<Fixtures> {
  const societe = await aSociete(pro)
  const contact = await aContact(pro, { societeId: societe.id })
  const offre = await anOffre(pro, societe)
  const texte = await aTexte(pro)
  const interaction = await Interaction.create({
    userId: pro.id,
    contactId: contact.id,
    type: 'appel',
    occurredAt: DateTime.now(),
    /* A follow-up date, so its calendar file (agenda.ics) exists. */
    relanceLe: DateTime.now().plus({ days: 3 }),
  })
  const candidature = await CandidatureFactory.merge({ userId: pro.id, offreId: offre.id }).create()
  const mail = await failedResetMail(pro)
  return {
    proId: pro.id,
    societe: societe.id,
    contact: contact.id,
    offre: offre.id,
    texte: texte.id,
    interaction: interaction.id,
    candidature: candidature.id,
    mail: mail.id,
  }
}

/** What `user` (null: a guest) gets for the route: its status, or "302 <location>". */
export async function answerOf(
  client: ApiClient,
  entry: MatrixEntry,
  url: string,
  user: User | null
): Promise<Expected> {
  const request = client.request(url, entry.method).redirects(0)
  if (user) as(request, user)
  const write = !['GET', 'OPTIONS'].includes(entry.method)
  if (write) request.withCsrfToken().header('referer', REFERER)
  if (entry.json) {
    request.header('accept', 'application/json').header('x-requested-with', 'XMLHttpRequest')
    if (write) request.json(entry.body ?? {})
  } else if (write) {
    request.form(entry.body ?? {})
  } else if (entry.method === 'GET') {
    request.withInertia()
  }

  const response = await request
  const status = response.status()
  if (status !== 302 && status !== 303) return status
  const location = response.header('location')
  return `302 ${location === REFERER ? 'back' : location}`
}
