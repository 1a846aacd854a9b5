import { randomBytes } from 'node:crypto'
import { DateTime } from 'luxon'
import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import hash from '@adonisjs/core/services/hash'
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { contactSearchText, offreSearchText, societeSearchText } from '#models/search_text'
import { reserveReferences } from '#models/offre_reference'
import { CONTACT_STATUTS } from '#models/contact'
import { OFFRE_STATUTS, TYPES_CONTRAT } from '#models/offre'
import { PRENOMS, NOMS, FONCTIONS } from '#database/demo/french_contacts'
import { BRANDS, BRAND_SUFFIXES, VILLES } from '#database/demo/french_companies'
import { INTITULES } from '#database/demo/offres'
import { addTimeline, databaseSize, TIMELINE_NOM } from '#database/demo/volume_extras'

/*
| `npm run ace -- demo:volume --pros 100 --contacts 1000`: a large data set
| for measuring (docs/performance.md), written with multi-row inserts in one
| transaction per professional. Accounts are volume-pro-<n>@example.fr,
| password "motdepasse", validated (their published offres are on the public
| board) unless `--pending`. `--timeline 2000` gives the run's first pro a
| contact named "Chronologie" with that many timeline events (the bench finds
| it by searching). Never part of `npm test`; refuses to run in production.
*/
const CHUNK = 200
/* Names with accents and ligatures, so folded search has work to do. */
const EXTRA_NOMS = ['Lefèvre', 'Dupré', 'Hôtelier', 'Cœurdevey', 'Lætitia-Bréhat', 'Île-Grande']
const pick = <T>(list: readonly T[], index: number) => list[index % list.length]

async function insertChunks(client: QueryClientContract, table: string, rows: object[]) {
  for (let start = 0; start < rows.length; start += CHUNK)
    await client
      .insertQuery()
      .table(table)
      .multiInsert(rows.slice(start, start + CHUNK))
}

/** The ids of `table`'s rows of one owner, in insertion order. */
async function idsOf(client: QueryClientContract, table: string, column: string, value: unknown) {
  const rows = await client
    .from(table)
    .select('id')
    .where(column, value as string)
    .orderBy('id')
  return rows.map((row: { id: number }) => row.id)
}

export default class DemoVolume extends BaseCommand {
  static commandName = 'demo:volume'
  static description = 'Crée un grand volume de données de démonstration (mesures de performance)'
  static options: CommandOptions = { startApp: true }

  @flags.number({ description: 'Nombre de professionnels', default: 100 })
  declare pros: number

  @flags.number({ description: 'Contacts par professionnel', default: 1000 })
  declare contacts: number

  @flags.number({ description: 'Sociétés par professionnel', default: 20 })
  declare societes: number

  @flags.number({ description: 'Offres par professionnel', default: 100 })
  declare offres: number

  @flags.boolean({ description: 'Laisse les comptes en attente de validation', default: false })
  declare pending: boolean

  @flags.number({
    description: 'Évènements d’historique du contact « Chronologie » du premier professionnel',
    default: 0,
  })
  declare timeline: number

  /** The pro whose first contact gets the timeline (the run's first). */
  private timelinePro: number | null = null

  async run() {
    if (this.app.inProduction) {
      this.logger.error('demo:volume ne s’exécute pas en production.')
      this.exitCode = 1
      return
    }
    const started = performance.now()
    const password = await hash.make('motdepasse')
    const existing = await db
      .from('users')
      .where('email', 'like', 'volume-pro-%')
      .count('* as total')
    const first = Number(existing[0].total) + 1
    this.timelinePro = this.timeline > 0 ? first : null
    for (let n = first; n < first + this.pros; n++) {
      await db.transaction(async (trx) => this.onePro(trx, n, password))
      /* Long runs (the 10× set) say where they are. */
      if (this.pros >= 200 && (n - first + 1) % 100 === 0) {
        const elapsed = ((performance.now() - started) / 1000).toFixed(0)
        this.logger.info(`${n - first + 1} professionnels (${elapsed} s)`)
      }
    }
    await this.staffReader(password)
    if (this.timeline > 0 && this.pros > 0 && this.contacts > 0) {
      const contactId = await db.transaction((trx) => addTimeline(trx, first, this.timeline))
      this.logger.info(`${this.timeline} évènements : /app/contacts/${contactId}`)
    }
    if (db.connection().dialect.name === 'postgres') {
      /*
       * Each pro's transaction moved its counters once per row written: the
       * row versions left behind (55 MB for 5,000 counters at 10×, read by
       * every /dashboard-pro: 25 ms) go, and the planner's statistics are
       * taken, as autovacuum would do some time later. A request's own write
       * leaves one version, which PostgreSQL prunes on the page by itself.
       * The other tables are vacuumed too (autovacuum's work as well): until
       * then no page is marked all-visible, so an index-only read still visits
       * each row (e-sidoor's every-contact list, page 2,000 at 10×: 116 → 11 ms).
       */
      await db.rawQuery('vacuum full record_counts')
      await db.rawQuery('vacuum analyze')
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    this.logger.success(
      `${this.pros} professionnels, ${this.pros * this.contacts} contacts, ${this.pros * this.societes} sociétés, ${this.pros * this.offres} offres en ${seconds} s`
    )
    const size = await databaseSize()
    if (size !== null) this.logger.info(`Base de données : ${(size / 2 ** 20).toFixed(0)} Mo`)
  }

  /**
   * `volume-esi@example.fr` (esi, droit lecteur: no two-factor sign-in to set up),
   * for `npm run bench -- --staff`, which measures e-sidoor's pages as them. Once.
   */
  private async staffReader(password: string) {
    const email = 'volume-esi@example.fr'
    if (await db.from('users').where('email', email).first()) return
    const now = DateTime.now().toFormat('yyyy-LL-dd HH:mm:ss')
    await db.table('users').insert({
      full_name: 'Lecture e-sidoor (mesures)',
      email,
      password,
      role: 'esi',
      droit: 'lecteur',
      is_staff: false,
      email_verified_at: now,
      approval_status: 'validee',
      approval_changed_at: now,
      session_epoch: randomBytes(12).toString('hex'),
      created_at: now,
      updated_at: now,
    })
  }

  private async onePro(trx: QueryClientContract, n: number, password: string) {
    /* As Lucid writes timestamps (a Date would be stored as a number by SQLite). */
    const now = DateTime.now().toFormat('yyyy-LL-dd HH:mm:ss')
    const email = `volume-pro-${n}@example.fr`
    await insertChunks(trx, 'users', [
      {
        full_name: `Professionnel ${n}`,
        email,
        password,
        role: 'pro',
        droit: 'admin',
        is_staff: false,
        email_verified_at: now,
        approval_status: this.pending ? 'en_attente' : 'validee',
        approval_changed_at: this.pending ? null : now,
        session_epoch: randomBytes(12).toString('hex'),
        created_at: now,
        updated_at: now,
      },
    ])
    const [userId] = await idsOf(trx, 'users', 'email', email)
    const societes = Array.from({ length: this.societes }, (_, i) => {
      const nom = `${pick(BRANDS, n + i)} ${pick(BRAND_SUFFIXES, i)} ${n}-${i}`
      const ville = pick(VILLES, i + n).ville
      return { user_id: userId, nom, ville, pays: 'France', created_at: now, updated_at: now }
    })
    await insertChunks(
      trx,
      'societes',
      societes.map((row) => ({ ...row, search_text: societeSearchText({ ...row, siret: null }) }))
    )
    const societeIds = await idsOf(trx, 'societes', 'user_id', userId)
    const contacts = Array.from({ length: this.contacts }, (_, i) => {
      const civilite = i % 2 ? 'Mme' : 'M.'
      const prenom = pick(PRENOMS[civilite], i + n)
      const nom =
        i === 0 && n === this.timelinePro
          ? TIMELINE_NOM
          : i % 50 === 0
            ? pick(EXTRA_NOMS, i / 50)
            : pick(NOMS, i * 7 + n)
      const societeIndex = i % (this.societes + 1)
      const societe = societeIndex < this.societes ? societes[societeIndex] : null
      const contactEmail = `${prenom}.${nom}.${n}.${i}@example.fr`
        .toLowerCase()
        .normalize('NFD')
        .replace(/[^\w.@-]/g, '')
      return {
        user_id: userId,
        societe_id: societe ? societeIds[societeIndex] : null,
        civilite,
        prenom,
        nom,
        email: contactEmail,
        fonction: pick(FONCTIONS, i),
        statut: pick(CONTACT_STATUTS, i),
        created_at: now,
        updated_at: now,
        search_text: contactSearchText({ prenom, nom, email: contactEmail }, societe?.nom ?? null),
      }
    })
    await insertChunks(trx, 'contacts', contacts)
    const references = await reserveReferences(trx, this.offres)
    const offres = Array.from({ length: this.offres }, (_, i) => {
      const societeIndex = i % this.societes
      const titre = String(pick(INTITULES, i + n))
      const lieu = societes[societeIndex].ville
      const statut = pick(OFFRE_STATUTS, i)
      return {
        user_id: userId,
        societe_id: societeIds[societeIndex],
        reference: references[i],
        titre,
        type_contrat: pick(TYPES_CONTRAT, i),
        lieu,
        teletravail: 'aucun',
        description: `<p>${titre} : poste de démonstration.</p>`,
        statut,
        published_at: statut === 'brouillon' ? null : now,
        closed_at: statut === 'cloturee' ? now : null,
        created_at: now,
        updated_at: now,
        search_text: offreSearchText(
          { titre, reference: references[i], lieu },
          societes[societeIndex].nom
        ),
      }
    })
    await insertChunks(trx, 'offres', offres)
  }
}
