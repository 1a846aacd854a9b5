import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Offre from '#models/offre'
import type User from '#models/user'
import { REFERENCE_ZONE } from '#models/offre_reference'
import * as DashboardStats from '#services/dashboards/dashboard_stats'
import { countByStatut } from '#services/dashboards/dashboard_stats'
import { CONTACT_STATUTS } from '#models/contact'
import { wherePublic } from '#services/emplois/public_offres'
import { dueCount } from '#services/activite/relances'
import { recentActivity } from '#services/activite/activite'
import { countsOf } from '#services/candidatures/pipeline'

/*
| The side overlay's figures (docs/product.md §6): the signed-in user's own
| records, never anybody else's, read when the panel opens. Each figure is one
| indexed count scoped to the owner (user_id, deleted_at). Nothing is
| invented: the job board does not count page views, so the overlay shows how
| many offers are visible on it instead.
|
| A role without contacts and offres (visiteur) gets its sociétés and its last
| activity only. Droit "lecteur" and role esi read the same figures of their
| own records as anybody (read-only changes what one may do, not what one owns;
| the school's figures over every pro are e-sidoor's).
*/

const sqlTime = (time: DateTime) => time.toUTC().toSQL({ includeOffset: false })!

/** The first instant of this month and of the previous one (French calendar). */
function months(now = DateTime.now().setZone(REFERENCE_ZONE)) {
  const thisMonth = now.startOf('month')
  return { thisMonth, lastMonth: thisMonth.minus({ months: 1 }) }
}

/** Live rows of the owner in `table` created since `since`. */
async function createdSince(table: 'contacts' | 'societes', user: User, since: DateTime) {
  const [row] = await db
    .from(table)
    .where('user_id', user.id)
    .whereNull('deleted_at')
    .where('created_at', '>=', sqlTime(since))
    .count('* as total')
  return Number(row.total)
}

/** Live offers of the owner published in [from, to). */
async function publishedBetween(user: User, from: DateTime, to: DateTime) {
  const [row] = await db
    .from('offres')
    .where('user_id', user.id)
    .whereNull('deleted_at')
    .where('published_at', '>=', sqlTime(from))
    .where('published_at', '<', sqlTime(to))
    .count('* as total')
  return Number(row.total)
}

/** Published offers whose deadline falls within the next 7 days (they leave the board then). */
async function closingSoon(user: User) {
  const today = DateTime.now().setZone(REFERENCE_ZONE)
  const [row] = await db
    .from('offres')
    .where('user_id', user.id)
    .whereNull('deleted_at')
    .where('statut', 'publiee')
    .whereBetween('date_limite', [today.toISODate()!, today.plus({ days: 7 }).toISODate()!])
    .count('* as total')
  return Number(row.total)
}

async function visibleOnBoard(user: User) {
  const row = await wherePublic(Offre.query().where('offres.user_id', user.id))
    .count('* as total')
    .first()
  return Number(row?.$extras.total ?? 0)
}

/** The newest event of the user's timeline (a change or an interaction), or null. */
async function lastActivity(user: User) {
  const [entry] = await recentActivity(user.id, 1)
  return entry ?? null
}

/** Everything the two tabs show; `pro` says whether the contacts and offres figures apply. */
export async function of(user: User, pro: boolean) {
  const { thisMonth, lastMonth } = months()
  if (!pro) {
    const [societes, societesThisMonth, last] = await Promise.all([
      DashboardStats.societes(user),
      createdSince('societes', user, thisMonth),
      lastActivity(user),
    ])
    return {
      pro: false as const,
      overview: { societes, societesThisMonth, lastActivity: last },
    }
  }
  const [
    offres,
    visible,
    due,
    contactsThisMonth,
    last,
    publishedThisMonth,
    publishedLastMonth,
    soon,
    contacts,
    candidatures,
  ] = await Promise.all([
    DashboardStats.offresByStatut(user),
    visibleOnBoard(user),
    dueCount(user.id),
    createdSince('contacts', user, thisMonth),
    lastActivity(user),
    publishedBetween(user, thisMonth, thisMonth.plus({ months: 1 })),
    publishedBetween(user, lastMonth, thisMonth),
    closingSoon(user),
    countByStatut('contacts', user, CONTACT_STATUTS),
    countsOf(user),
  ])
  return {
    pro: true as const,
    overview: {
      offresOnline: offres.publiee,
      offresVisible: visible,
      remindersDue: due,
      contactsThisMonth,
      /* Every application to the user's offers, and the ones not opened yet. */
      candidatures: Object.values(candidatures).reduce((sum, count) => sum + count, 0),
      candidaturesNouvelles: candidatures.nouvelle,
      lastActivity: last,
    },
    offres: {
      byStatut: offres,
      publishedThisMonth,
      publishedLastMonth,
      closingSoon: soon,
    },
    contacts,
  }
}

export type Overview = Awaited<ReturnType<typeof of>>
