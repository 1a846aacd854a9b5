import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import Activity from '#models/activity'
import Interaction, { type InteractionType } from '#models/interaction'
import ActivityTransformer from '#transformers/activity_transformer'
import InteractionTransformer from '#transformers/interaction_transformer'

/*
| A record's timeline (docs/product.md, "Activité"): its history of changes
| and the interactions about it, in one feed, newest first, 20 at a time.
| Each source is read by its own index, at most one page past the cursor,
| then the two are merged here: 1,000 events on a contact cost what 20 do.
|
| Order: time desc, then interactions before changes of the same instant,
| then id desc. The cursor (`avant`) is the last key shown:
| "<milliseconds>.<a|i>.<id>".
*/

export const TIMELINE_PAGE = 20

export type TimelineSubject = {
  type: 'contact' | 'societe' | 'offre' | 'candidature'
  id: number
  userId: number
}

export type TimelineKind = 'modifications' | InteractionType

type Cursor = { at: DateTime; rank: number; id: number }

const RANK = { a: 0, i: 1 } as const

function readCursor(key?: string): Cursor | null {
  if (!key) return null
  const [millis, source, id] = key.split('.')
  return {
    at: DateTime.fromMillis(Number(millis)),
    rank: RANK[source as keyof typeof RANK],
    id: Number(id),
  }
}

/** Rows of a source of rank `rank` that come after `cursor` in the feed's order. */
function after(
  query: ModelQueryBuilderContract<any, any>,
  column: string,
  idColumn: string,
  rank: number,
  cursor: Cursor | null
) {
  if (!cursor) return
  const at = cursor.at.toFormat(db.connection().dialect.dateTimeFormat)
  if (rank < cursor.rank) query.where(column, '<=', at)
  else if (rank > cursor.rank) query.where(column, '<', at)
  else {
    query.where((older) => {
      older
        .where(column, '<', at)
        .orWhere((same) => same.where(column, at).where(idColumn, '<', cursor.id))
    })
  }
}

function changesOf(subject: TimelineSubject, cursor: Cursor | null, limit: number) {
  const query = Activity.query()
    .where('subject_type', subject.type)
    .where('subject_id', subject.id)
    .where('user_id', subject.userId)
    .preload('actor')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
  after(query, 'created_at', 'id', RANK.a, cursor)
  return query
}

function interactionsOf(
  subject: TimelineSubject,
  type: InteractionType | null,
  cursor: Cursor | null,
  limit: number
) {
  const query = Interaction.query()
    .where('interactions.user_id', subject.userId)
    .preload('user')
    .preload('contact', (contact) => contact.select('id', 'prenom', 'nom'))
    .preload('offre', (offre) => offre.select('id', 'reference', 'titre'))
    .orderBy('occurred_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
  if (subject.type === 'contact') query.where('contact_id', subject.id)
  else if (subject.type === 'offre') query.where('offre_id', subject.id)
  else {
    /* A société's: those of its contacts (today's, trash included: the past stays). */
    query.whereIn(
      'contact_id',
      db
        .from('contacts')
        .select('id')
        .where('societe_id', subject.id)
        .where('user_id', subject.userId)
    )
  }
  if (type) query.where('type', type)
  after(query, 'occurred_at', 'id', RANK.i, cursor)
  return query
}

type Entry =
  ReturnType<ActivityTransformer['toObject']> | ReturnType<InteractionTransformer['toObject']>

/** Newest first; interactions before changes of the same instant; higher ids first. */
function newestFirst(a: Entry, b: Entry) {
  const byTime = Date.parse(b.at) - Date.parse(a.at)
  if (byTime !== 0) return byTime
  if (a.kind !== b.kind) return a.kind === 'interaction' ? -1 : 1
  return b.id - a.id
}

/** One page of the timeline after `avant`, and the key to ask for the next one (null: the end). */
export async function timelinePage(
  subject: TimelineSubject,
  { type, avant }: { type?: TimelineKind; avant?: string } = {}
) {
  const cursor = readCursor(avant)
  const limit = TIMELINE_PAGE + 1
  const [changes, interactions] = await Promise.all([
    type && type !== 'modifications' ? [] : changesOf(subject, cursor, limit),
    /* An application has no interactions: its history only. */
    type === 'modifications' || subject.type === 'candidature'
      ? []
      : interactionsOf(subject, (type as InteractionType) ?? null, cursor, limit),
  ])
  const entries: Entry[] = [
    ...changes.map((activity) => new ActivityTransformer(activity).toObject()),
    ...interactions.map((interaction) => new InteractionTransformer(interaction).toObject()),
  ].sort(newestFirst)
  const page = entries.slice(0, TIMELINE_PAGE)
  return {
    entries: page,
    next: entries.length > TIMELINE_PAGE ? page[page.length - 1].key : null,
    type: type ?? null,
  }
}

export type TimelinePage = Awaited<ReturnType<typeof timelinePage>>

/** Where the name of each kind of record is read, for e-sidoor's feed. */
const NAMES: Record<ActivityEntry['subjectType'], { table: string; columns: string[] }> = {
  contact: { table: 'contacts', columns: ['prenom', 'nom'] },
  societe: { table: 'societes', columns: ['nom'] },
  offre: { table: 'offres', columns: ['titre'] },
  texte_modele: { table: 'texte_modeles', columns: ['nom'] },
  candidature: { table: 'candidatures', columns: ['prenom', 'nom'] },
}
type ActivityEntry = ReturnType<ActivityTransformer['toObject']>

/** "type:id" → the record's name, one query per kind of record in `changes`. */
async function subjectNames(changes: Activity[]) {
  const names = new Map<string, string>()
  for (const [type, { table, columns }] of Object.entries(NAMES)) {
    const ids = [...new Set(changes.filter((c) => c.subjectType === type).map((c) => c.subjectId))]
    if (ids.length === 0) continue
    const rows = await db
      .from(table)
      .select('id', ...columns)
      .whereIn('id', ids)
    for (const row of rows) {
      names.set(
        `${type}:${row.id}`,
        columns
          .map((column) => row[column])
          .filter(Boolean)
          .join(' ')
      )
    }
  }
  return names
}

/**
 * e-sidoor's "Activité récente" of one pro (read-only): their latest changes
 * and interactions, newest first, each change with the name of its record.
 */
export async function recentActivity(userId: number, limit = 30) {
  const [changes, interactions] = await Promise.all([
    Activity.query()
      .where('user_id', userId)
      /* An application's history (statut, private notes) is the recruiter's only: staff get counts. */
      .whereNot('subject_type', 'candidature')
      .preload('actor')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit),
    Interaction.query()
      .where('user_id', userId)
      .preload('user')
      .preload('contact', (contact) => contact.select('id', 'prenom', 'nom'))
      .preload('offre', (offre) => offre.select('id', 'reference', 'titre'))
      .orderBy('occurred_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit),
  ])
  const names = await subjectNames(changes)
  return [
    ...changes.map((activity) => new ActivityTransformer(activity).forEsidoor(names)),
    ...interactions.map((interaction) => new InteractionTransformer(interaction).toObject()),
  ]
    .sort(newestFirst)
    .slice(0, limit)
}
