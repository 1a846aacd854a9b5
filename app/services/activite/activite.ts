import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { ChainableContract } from '@adonisjs/lucid/types/querybuilder'
import { consumed } from '#transformers/list_rows'
import Modification from '#models/modification'
import Interaction, { type InteractionType } from '#models/interaction'
import CandidatureReponse from '#models/candidature_reponse'
import ModificationTransformer from '#transformers/modification_transformer'
import InteractionTransformer from '#transformers/interaction_transformer'
import CandidatureReponseTransformer from '#transformers/candidature_reponse_transformer'

/*
| A record's timeline (docs/product.md, "Activité"): its history of changes
| and the interactions about it, in one feed, newest first, 20 at a time.
| Each source is read by its own index, at most one page past the cursor,
| then the two are merged here: 1,000 events on a contact cost what 20 do.
|
| An application has no interactions: its second source is the replies sent
| to the candidate (they take the interactions' place in the order).
|
| Order: time desc, then interactions (replies) before changes of the same
| instant, then id desc. The cursor (`avant`) is the last key shown:
| "<milliseconds>.<a|i|r>.<id>".
*/

export const ACTIVITE_PAGE = 20

export type ActiviteSubject = {
  type: 'contact' | 'societe' | 'offre' | 'candidature'
  id: number
  userId: number
}

export type ActiviteKind = 'modifications' | InteractionType

type Cursor = { at: DateTime; rank: number; id: number }

/* Interactions and replies never share a timeline: they share a rank. */
const RANK = { a: 0, i: 1, r: 1 } as const

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
  query: ChainableContract,
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

/*
| Both sources are read as plain rows, their people and records joined (a
| page is 2 × 21 rows: building models and preloading for them was most of a
| contact page's cost), and shaped exactly as ModificationTransformer and
| InteractionTransformer shape a model (tests/functional/activity/
| activite_rows.spec.ts compares both). Dates are read as Lucid reads them.
*/

type ModificationEntry = ReturnType<ModificationTransformer['toObject']>
type InteractionEntry = ReturnType<InteractionTransformer['toObject']>

type ModificationRow = {
  id: number
  subject_type: ModificationEntry['subjectType']
  subject_id: number
  action: ModificationEntry['action']
  changes: string | null
  detail: string | null
  created_at: unknown
  actor_id: number | null
  actor_name: string | null
}

function activityEntry(row: ModificationRow): ModificationEntry {
  const at = consumed(row.created_at)!
  return {
    kind: 'activity' as const,
    key: `${at.toMillis()}.a.${row.id}`,
    id: row.id,
    at: at.toISO()!,
    actor: row.actor_id === null ? null : { id: row.actor_id, name: row.actor_name! },
    subjectType: row.subject_type,
    subjectId: row.subject_id,
    action: row.action,
    /* As the model's column consumes it. */
    changes: row.changes ? JSON.parse(row.changes) : [],
    detail: row.detail,
  }
}

function changesOf(subject: ActiviteSubject, cursor: Cursor | null, limit: number) {
  const query = db
    .from('activities')
    .leftJoin('users as actor', 'actor.id', 'activities.actor_id')
    .select(
      'activities.id',
      'activities.subject_type',
      'activities.subject_id',
      'activities.action',
      'activities.changes',
      'activities.detail',
      'activities.created_at',
      'actor.id as actor_id',
      'actor.full_name as actor_name'
    )
    .where('activities.subject_type', subject.type)
    .where('activities.subject_id', subject.id)
    .where('activities.user_id', subject.userId)
    .orderBy('activities.created_at', 'desc')
    .orderBy('activities.id', 'desc')
    .limit(limit)
  after(query, 'activities.created_at', 'activities.id', RANK.a, cursor)
  return query.then((rows: ModificationRow[]) => rows.map(activityEntry))
}

type InteractionRow = {
  id: number
  type: InteractionEntry['type']
  occurred_at: unknown
  resume: string | null
  sujet: string | null
  relance_le: unknown
  relance_faite_at: unknown
  mail_status: 'en_attente' | 'envoye' | 'echec' | 'abandonne' | null
  mail_attempts: number | null
  actor_id: number | null
  actor_name: string | null
  about_contact_id: number | null
  about_contact_prenom: string | null
  about_contact_nom: string | null
  about_offre_id: number | null
  about_offre_reference: string | null
  about_offre_titre: string | null
}

function interactionEntry(row: InteractionRow): InteractionEntry {
  const at = consumed(row.occurred_at)!
  return {
    kind: 'interaction' as const,
    key: `${at.toMillis()}.i.${row.id}`,
    id: row.id,
    at: at.toISO()!,
    actor: row.actor_id === null ? null : { id: row.actor_id, name: row.actor_name! },
    type: row.type,
    sujet: row.sujet,
    resume: row.resume,
    relanceLe: consumed(row.relance_le)?.toISODate() ?? null,
    relanceFaite: row.relance_faite_at !== null,
    mail: row.mail_status ? { status: row.mail_status, attempts: row.mail_attempts ?? 0 } : null,
    contact:
      row.about_contact_id === null
        ? null
        : {
            id: row.about_contact_id,
            /* As Contact.nomComplet builds it. */
            nomComplet: [row.about_contact_prenom, row.about_contact_nom].filter(Boolean).join(' '),
          },
    offre:
      row.about_offre_id === null
        ? null
        : {
            id: row.about_offre_id,
            reference: row.about_offre_reference!,
            titre: row.about_offre_titre!,
          },
  }
}

function interactionsOf(
  subject: ActiviteSubject,
  type: InteractionType | null,
  cursor: Cursor | null,
  limit: number
) {
  const query = db
    .from('interactions')
    .leftJoin('users as actor', 'actor.id', 'interactions.user_id')
    .leftJoin('contacts as about_contact', 'about_contact.id', 'interactions.contact_id')
    .leftJoin('offres as about_offre', 'about_offre.id', 'interactions.offre_id')
    .select(
      'interactions.id',
      'interactions.type',
      'interactions.occurred_at',
      'interactions.resume',
      'interactions.sujet',
      'interactions.relance_le',
      'interactions.relance_faite_at',
      'interactions.mail_status',
      'interactions.mail_attempts',
      'actor.id as actor_id',
      'actor.full_name as actor_name',
      'about_contact.id as about_contact_id',
      'about_contact.prenom as about_contact_prenom',
      'about_contact.nom as about_contact_nom',
      'about_offre.id as about_offre_id',
      'about_offre.reference as about_offre_reference',
      'about_offre.titre as about_offre_titre'
    )
    .where('interactions.user_id', subject.userId)
    .orderBy('interactions.occurred_at', 'desc')
    .orderBy('interactions.id', 'desc')
    .limit(limit)
  if (subject.type === 'contact') query.where('interactions.contact_id', subject.id)
  else if (subject.type === 'offre') query.where('interactions.offre_id', subject.id)
  else {
    /* A société's: those of its contacts (today's, trash included: the past stays). */
    query.whereIn(
      'interactions.contact_id',
      db
        .from('contacts')
        .select('id')
        .where('societe_id', subject.id)
        .where('user_id', subject.userId)
    )
  }
  if (type) query.where('interactions.type', type)
  after(query, 'interactions.occurred_at', 'interactions.id', RANK.i, cursor)
  return query.then((rows: InteractionRow[]) => rows.map(interactionEntry))
}

type ReponseEntry = ReturnType<CandidatureReponseTransformer['toObject']>

/** An application's replies to the candidate, with their sender and delivery (a handful per application). */
async function reponsesOf(subject: ActiviteSubject, cursor: Cursor | null, limit: number) {
  const query = CandidatureReponse.query()
    .where('candidature_reponses.candidature_id', subject.id)
    .preload('user', (user) => user.select('id', 'full_name'))
    .preload('delivery')
    .orderBy('candidature_reponses.created_at', 'desc')
    .orderBy('candidature_reponses.id', 'desc')
    .limit(limit)
  after(query, 'candidature_reponses.created_at', 'candidature_reponses.id', RANK.r, cursor)
  const rows = await query
  return rows.map((row) => new CandidatureReponseTransformer(row).toObject())
}

type Entry = ModificationEntry | InteractionEntry | ReponseEntry

/** Newest first; interactions and replies before changes of the same instant; higher ids first. */
function newestFirst(a: Entry, b: Entry) {
  const byTime = Date.parse(b.at) - Date.parse(a.at)
  if (byTime !== 0) return byTime
  if (a.kind !== b.kind) return a.kind === 'activity' ? 1 : -1
  return b.id - a.id
}

/** One page of the timeline after `avant`, and the key to ask for the next one (null: the end). */
export async function activitePage(
  subject: ActiviteSubject,
  { type, avant }: { type?: ActiviteKind; avant?: string } = {}
) {
  const cursor = readCursor(avant)
  const limit = ACTIVITE_PAGE + 1
  const [changes, others] = await Promise.all([
    type && type !== 'modifications' ? [] : changesOf(subject, cursor, limit),
    type === 'modifications'
      ? []
      : subject.type === 'candidature'
        ? type
          ? []
          : reponsesOf(subject, cursor, limit)
        : interactionsOf(subject, (type as InteractionType) ?? null, cursor, limit),
  ])
  const entries: Entry[] = [...changes, ...others].sort(newestFirst)
  const page = entries.slice(0, ACTIVITE_PAGE)
  return {
    entries: page,
    next: entries.length > ACTIVITE_PAGE ? page[page.length - 1].key : null,
    type: type ?? null,
  }
}

export type ActivitePage = Awaited<ReturnType<typeof activitePage>>

/** Where the name of each kind of record is read, for e-sidoor's feed. */
const NAMES: Record<ModificationEntry['subjectType'], { table: string; columns: string[] }> = {
  contact: { table: 'contacts', columns: ['prenom', 'nom'] },
  societe: { table: 'societes', columns: ['nom'] },
  offre: { table: 'offres', columns: ['titre'] },
  texte_modele: { table: 'texte_modeles', columns: ['nom'] },
  candidature: { table: 'candidatures', columns: ['prenom', 'nom'] },
}
/** "type:id" → the record's name, one query per kind of record in `changes`. */
async function subjectNames(changes: Modification[]) {
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
    Modification.query()
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
    ...changes.map((activity) => new ModificationTransformer(activity).forEsidoor(names)),
    ...interactions.map((interaction) => new InteractionTransformer(interaction).toObject()),
  ]
    .sort(newestFirst)
    .slice(0, limit)
}
