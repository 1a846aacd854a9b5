import { errors as vineErrors } from '@vinejs/vine'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import Contact, { CONTACT_STATUTS } from '#models/contact'
import Societe from '#models/societe'
import type User from '#models/user'
import type Import from '#models/import'
import type { ImportOutcome } from '#models/import'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import Activity from '#models/activity'
import { changeRows } from '#services/records/bulk_actions'
import { foldText } from '#models/search_text'
import { contactValidator } from '#validators/contact'
import { societeValidator } from '#validators/societe'
import { CONTACT_MERGE_FIELDS, SOCIETE_MERGE_FIELDS } from '#services/data_tools/merge'
import { FORMES_JURIDIQUES } from '#models/societe'
import { cleanText, MULTILINE_FIELDS } from '#services/platform/text_input'

/*
| Importing contacts from a spreadsheet (docs/product.md, "Import"): the
| columns mapped to fields (French and English headers recognised), every
| row checked by the contact form's own validator, matched on its e-mail
| with the owner's contacts ("mis à jour" when asked, else "ignoré
| (doublon)"), its société found by name among the owner's or created
| (the name checked by the société form's validator first). Every cell is
| cleaned as the clean-input middleware cleans a form field. The
| dry run and the import share one plan, so what the dry run says is what
| the import does. The import runs in slices of SLICE rows (a progress bar
| for big files); it is one batch all the same: "Annuler cet import" trashes
| what it created and puts back what it changed.
*/

export const SLICE = 1000

export const CONTACT_IMPORT_FIELDS = [
  { name: 'civilite', label: 'Civilité', aliases: ['civilite', 'salutation', 'civility'] },
  { name: 'prenom', label: 'Prénom', aliases: ['prenom', 'first name', 'firstname', 'given name'] },
  {
    name: 'nom',
    label: 'Nom',
    aliases: ['nom', 'last name', 'lastname', 'surname', 'family name', 'nom de famille'],
  },
  {
    name: 'email',
    label: 'Adresse e-mail',
    aliases: [
      'email',
      'e mail',
      'mail',
      'courriel',
      'adresse e mail',
      'adresse email',
      'email address',
    ],
  },
  {
    name: 'telephone',
    label: 'Téléphone',
    aliases: ['telephone', 'tel', 'phone', 'telephone fixe', 'business phone', 'work phone'],
  },
  {
    name: 'mobile',
    label: 'Mobile',
    aliases: ['mobile', 'portable', 'cell', 'mobile phone', 'telephone mobile', 'tel portable'],
  },
  { name: 'fonction', label: 'Fonction', aliases: ['fonction', 'poste', 'job title', 'title'] },
  {
    name: 'societe',
    label: 'Société',
    aliases: ['societe', 'entreprise', 'company', 'organisation', 'organization', 'employeur'],
  },
  { name: 'ville', label: 'Ville', aliases: ['ville', 'city', 'commune'] },
  { name: 'statut', label: 'Statut', aliases: ['statut', 'status'] },
  {
    name: 'notes',
    label: 'Notes',
    aliases: ['notes', 'note', 'commentaire', 'commentaires', 'comments'],
  },
] as const

export const SOCIETE_IMPORT_FIELDS = [
  {
    name: 'nom',
    label: 'Raison sociale',
    aliases: ['raison sociale', 'nom', 'societe', 'entreprise', 'company', 'company name', 'name'],
  },
  { name: 'siret', label: 'SIRET', aliases: ['siret', 'numero siret', 'n siret', 'no siret'] },
  { name: 'formeJuridique', label: 'Forme juridique', aliases: ['forme juridique', 'legal form'] },
  {
    name: 'secteur',
    label: "Secteur d'activité",
    aliases: ['secteur', 'secteur d activite', 'activite', 'industry'],
  },
  { name: 'adresse', label: 'Adresse', aliases: ['adresse', 'address', 'rue', 'street'] },
  {
    name: 'codePostal',
    label: 'Code postal',
    aliases: ['code postal', 'cp', 'postal code', 'zip', 'zip code'],
  },
  { name: 'ville', label: 'Ville', aliases: ['ville', 'city', 'commune'] },
  { name: 'pays', label: 'Pays', aliases: ['pays', 'country'] },
  { name: 'telephone', label: 'Téléphone', aliases: ['telephone', 'tel', 'phone', 'standard'] },
  {
    name: 'email',
    label: 'Adresse e-mail',
    aliases: ['email', 'e mail', 'mail', 'courriel', 'adresse e mail', 'adresse email'],
  },
  {
    name: 'siteWeb',
    label: 'Site web',
    aliases: ['site web', 'site', 'website', 'web', 'url', 'site internet'],
  },
  { name: 'description', label: 'Description', aliases: ['description', 'notes', 'commentaire'] },
] as const

export type ImportKind = 'contacts' | 'societes'
export const IMPORT_FIELDS = { contacts: CONTACT_IMPORT_FIELDS, societes: SOCIETE_IMPORT_FIELDS }
export type ImportField =
  (typeof CONTACT_IMPORT_FIELDS)[number]['name'] | (typeof SOCIETE_IMPORT_FIELDS)[number]['name']
/** Field → column index in the file. */
export type Mapping = Partial<Record<ImportField, number>>

const headerKey = (header: string) =>
  foldText(header)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()

/** The columns whose header names a field, in French or in English. */
export function autoMapping(headers: string[], kind: ImportKind = 'contacts'): Mapping {
  const mapping: Mapping = {}
  headers.forEach((header, index) => {
    const key = headerKey(header)
    const field = (
      IMPORT_FIELDS[kind] as readonly (typeof IMPORT_FIELDS)[ImportKind][number][]
    ).find(
      (candidate) =>
        !(candidate.name in mapping) && (candidate.aliases as readonly string[]).includes(key)
    )
    if (field) mapping[field.name] = index
  })
  return mapping
}

export type RowStatus = 'créé' | 'mis à jour' | 'ignoré (doublon)' | 'erreur'
export type PlannedRow = {
  /** The row's line in the file (the header is line 1). */
  line: number
  status: RowStatus
  message?: string
  /** The société that will be created for it, when it does not exist yet. */
  newSociete?: string
  data?: Record<string, unknown>
  societeName?: string | null
  /** Its société, as the société form's validator returned it (created when new). */
  societe?: { nom: string } & Record<string, unknown>
  existingId?: number
}

const CIVILITE: Record<string, 'M.' | 'Mme'> = {
  m: 'M.',
  mr: 'M.',
  monsieur: 'M.',
  mme: 'Mme',
  madame: 'Mme',
  mrs: 'Mme',
  ms: 'Mme',
  mlle: 'Mme',
}

const STATUTS = new Map<string, string>(CONTACT_STATUTS.map((statut) => [statut, statut]))

/** A plain-text cell as the rich text of the notes: paragraphs, escaped. */
function asRichText(text: string) {
  const escaped = text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
  return escaped
    .split(/\r?\n/)
    .filter(Boolean)
    .map((line) => `<p>${line}</p>`)
    .join('')
}

/** A SIRET as stored: its digits. */
const siretKey = (value: string | null) => (value ? value.replace(/\D/g, '') || null : null)

/**
 * What the owner has that rows are matched with: contacts by e-mail,
 * sociétés by name (a contact's société) and by SIRET (a société row).
 */
export async function matchingData(user: User) {
  const contacts: { id: number; email: string }[] = await db
    .from('contacts')
    .select('id', 'email')
    .where('user_id', user.id)
    .whereNull('deleted_at')
    .whereNotNull('email')
  const societes: { id: number; nom: string; siret: string | null }[] = await db
    .from('societes')
    .select('id', 'nom', 'siret')
    .where('user_id', user.id)
    .whereNull('deleted_at')
  return {
    emails: new Map(contacts.map((row) => [row.email.toLowerCase(), Number(row.id)])),
    societes: new Map(societes.map((row) => [headerKey(row.nom), Number(row.id)])),
    sirets: new Map(
      societes.filter((row) => row.siret).map((row) => [siretKey(row.siret)!, Number(row.id)])
    ),
  }
}

type Matching = Awaited<ReturnType<typeof matchingData>>

/**
 * The plan of rows `from`…`to` (indices in the parsed rows): each row's
 * status, and what to write. `seen` carries the e-mails met earlier in the
 * file, `ownIds` the contacts this import created (not duplicates to update).
 */
export async function planRows(
  user: User,
  kind: ImportKind,
  rows: string[][],
  mapping: Mapping,
  update: boolean,
  matching: Matching,
  from = 0,
  to = rows.length,
  seen = new Set<string>(),
  ownIds = new Set<number>()
) {
  const planned: PlannedRow[] = []
  const newSocietes = new Set<string>()
  for (let index = from; index < Math.min(to, rows.length); index++) {
    const row = rows[index]
    const line = index + 2
    const cell = (field: ImportField) => {
      const column = mapping[field]
      const raw = column === undefined ? '' : (row[column] ?? '')
      /* As the clean-input middleware treats the form's field of that name. */
      const value = cleanText(raw, MULTILINE_FIELDS.has(field)).trim()
      return value === '' ? null : value
    }
    if (kind === 'societes') {
      planned.push(await planSociete(user, line, cell, update, matching, seen, ownIds))
      continue
    }
    const civilite = cell('civilite')
    const statut = cell('statut')
    const notes = cell('notes')
    const input = {
      civilite: civilite ? (CIVILITE[headerKey(civilite)] ?? civilite) : null,
      prenom: cell('prenom'),
      nom: cell('nom'),
      email: cell('email'),
      telephone: cell('telephone'),
      mobile: cell('mobile'),
      fonction: cell('fonction'),
      ville: cell('ville'),
      statut: statut ? (STATUTS.get(headerKey(statut)) ?? statut) : null,
      notes: notes ? asRichText(notes) : null,
    }
    let data: Record<string, unknown>
    try {
      data = await contactValidator.validate(input, { meta: { userId: user.id } })
    } catch (error) {
      if (!(error instanceof vineErrors.E_VALIDATION_ERROR)) throw error
      const first = (error.messages as { message: string }[])[0]
      planned.push({ line, status: 'erreur', message: first?.message ?? 'Ligne invalide.' })
      continue
    }
    const checked = await societeOf(user, cell('societe'))
    if (checked && 'message' in checked) {
      planned.push({ line, status: 'erreur', message: checked.message })
      continue
    }
    const societe = checked?.societe
    const email = (data.email as string | null)?.toLowerCase() ?? null
    const societeName = societe ? societe.nom : null
    const societeKey = societeName ? headerKey(societeName) : null
    const newSociete =
      societeKey && !matching.societes.has(societeKey) && !newSocietes.has(societeKey)
        ? societeName!
        : undefined
    if (email && seen.has(email)) {
      planned.push({
        line,
        status: 'ignoré (doublon)',
        message: 'E-mail déjà présent plus haut dans le fichier.',
      })
      continue
    }
    if (email) seen.add(email)
    const existingId = email ? matching.emails.get(email) : undefined
    if (existingId !== undefined && (!update || ownIds.has(existingId))) {
      planned.push({ line, status: 'ignoré (doublon)', message: 'Un contact a déjà cet e-mail.' })
      continue
    }
    if (societeKey && newSociete) newSocietes.add(societeKey)
    /* The form's default statut is for new contacts: an update without one keeps the current one. */
    if (existingId !== undefined && !statut) delete data.statut
    planned.push({
      line,
      status: existingId === undefined ? 'créé' : 'mis à jour',
      data,
      societeName,
      societe,
      existingId,
      ...(newSociete ? { newSociete } : {}),
    })
  }
  return planned
}

/** The société a contact row names, checked as the société form checks its name. */
async function societeOf(user: User, nom: string | null) {
  if (nom === null) return null
  try {
    return { societe: await societeValidator.validate({ nom }, { meta: { userId: user.id } }) }
  } catch (error) {
    if (!(error instanceof vineErrors.E_VALIDATION_ERROR)) throw error
    const first = (error.messages as { message: string }[])[0]
    return { message: `Société : ${first?.message ?? 'nom invalide.'}` }
  }
}

/** A société row: matched on its SIRET, checked by the société form's validator. */
async function planSociete(
  user: User,
  line: number,
  cell: (field: ImportField) => string | null,
  update: boolean,
  matching: Matching,
  seen: Set<string>,
  ownIds: Set<number>
): Promise<PlannedRow> {
  const siret = siretKey(cell('siret'))
  if (siret && seen.has(siret)) {
    return {
      line,
      status: 'ignoré (doublon)',
      message: 'SIRET déjà présent plus haut dans le fichier.',
    }
  }
  if (siret) seen.add(siret)
  const existingId = siret ? matching.sirets.get(siret) : undefined
  if (existingId !== undefined && (!update || ownIds.has(existingId))) {
    return { line, status: 'ignoré (doublon)', message: 'Une société a déjà ce SIRET.' }
  }
  const forme = cell('formeJuridique')
  const description = cell('description')
  const input = {
    nom: cell('nom'),
    siret: cell('siret'),
    formeJuridique: forme
      ? (FORMES_JURIDIQUES.find((value) => headerKey(value) === headerKey(forme)) ?? forme)
      : null,
    secteur: cell('secteur'),
    adresse: cell('adresse'),
    codePostal: cell('codePostal'),
    ville: cell('ville'),
    pays: cell('pays'),
    telephone: cell('telephone'),
    email: cell('email'),
    siteWeb: cell('siteWeb'),
    description: description ? asRichText(description) : null,
  }
  try {
    const data = await societeValidator.validate(input, {
      meta: { userId: user.id, societeId: existingId },
    })
    /* The form's default country is for new sociétés: an update without one keeps the current one. */
    if (existingId !== undefined && !input.pays) delete (data as { pays?: string }).pays
    return {
      line,
      status: existingId === undefined ? 'créé' : 'mis à jour',
      data,
      societeName: null,
      existingId,
    }
  } catch (error) {
    if (!(error instanceof vineErrors.E_VALIDATION_ERROR)) throw error
    const first = (error.messages as { message: string }[])[0]
    return { line, status: 'erreur', message: first?.message ?? 'Ligne invalide.' }
  }
}

/**
 * A row's fate as the dry run tells it, before anything is written (future
 * tense: "à créer"); the statuses themselves are what the import did.
 */
export const PLANNED_LABELS = {
  'créé': 'à créer',
  'mis à jour': 'à mettre à jour',
  'ignoré (doublon)': 'à ignorer (doublon)',
  'erreur': 'erreur',
} as const satisfies Record<RowStatus, string>
export type PlannedLabel = (typeof PLANNED_LABELS)[RowStatus]

/** The dry run's counts per planned fate ("à créer": 2…), all four always present. */
export function plannedCounts(planned: PlannedRow[]) {
  const counts = countsOf(planned)
  return Object.fromEntries(
    (Object.keys(counts) as RowStatus[]).map((status) => [PLANNED_LABELS[status], counts[status]])
  ) as Record<PlannedLabel, number>
}

/** Counts per status, for the dry run and the result. */
export function countsOf(planned: PlannedRow[]) {
  const counts: Record<RowStatus, number> = {
    'créé': 0,
    'mis à jour': 0,
    'ignoré (doublon)': 0,
    'erreur': 0,
  }
  for (const row of planned) counts[row.status]++
  return counts
}

/** The fields an import sets on a contact it updates (the form's, as a merge chooses them). */
const UPDATED_FIELDS = CONTACT_MERGE_FIELDS

/**
 * Runs the next slice of an import in one transaction; the import is done
 * when every row is processed. Returns the outcome so far.
 */
export async function runSlice(user: User, imp: Import, mapping: Mapping, update: boolean) {
  const outcome: ImportOutcome = imp.outcome ?? {
    created: [],
    updated: [],
    createdSocietes: [],
    skipped: 0,
    rejected: [],
    processed: 0,
    mapping: mapping as Record<string, number>,
    update,
  }
  /* The mapping and the choice are fixed by the first slice. */
  const fixedMapping = outcome.mapping as Mapping
  const matching = await matchingData(user)
  /* Keys (e-mail, SIRET) of the rows before this slice: a later row with one is a duplicate. */
  const seen = new Set<string>()
  const keyColumn = imp.kind === 'societes' ? fixedMapping.siret : fixedMapping.email
  if (keyColumn !== undefined) {
    for (const row of imp.rows.slice(0, outcome.processed)) {
      const cell = cleanText(row[keyColumn] ?? '', false).trim()
      const key = imp.kind === 'societes' ? siretKey(cell) : cell.toLowerCase()
      if (key) seen.add(key)
    }
  }
  const from = outcome.processed
  const to = from + SLICE
  const planned = await planRows(
    user,
    imp.kind,
    imp.rows,
    fixedMapping,
    outcome.update,
    matching,
    from,
    to,
    seen,
    new Set(outcome.created)
  )

  await db.transaction(async (trx) => {
    /* One history row per created or updated record, written in one insert per 500. */
    await Activity.batched(trx, () => Activity.because('imported', imp.filename, () => writeRows()))
    async function writeRows() {
      const societeIds = new Map(matching.societes)
      for (const row of planned) {
        if (row.status === 'erreur' || row.status === 'ignoré (doublon)') {
          if (row.status === 'erreur') {
            outcome.rejected.push({
              line: row.line,
              cells: imp.rows[row.line - 2],
              message: row.message!,
            })
          } else outcome.skipped++
          continue
        }
        let societeId: number | null = null
        if (row.societeName) {
          const key = headerKey(row.societeName)
          if (!societeIds.has(key)) {
            const societe = await Societe.create(
              { ...row.societe, userId: user.id },
              { client: trx }
            )
            societeIds.set(key, societe.id)
            outcome.createdSocietes.push(societe.id)
          }
          societeId = societeIds.get(key)!
        }
        const values = { ...row.data, ...(row.societeName ? { societeId } : {}) }
        if (imp.kind === 'societes') {
          await writeSociete(user, row, values, outcome, trx)
          continue
        }
        if (row.status === 'créé') {
          const contact = await Contact.create({ ...values, userId: user.id }, { client: trx })
          outcome.created.push(contact.id)
        } else {
          const contact = await Contact.query({ client: trx })
            .where('id', row.existingId!)
            .where('user_id', user.id)
            .firstOrFail()
          const before = Object.fromEntries(
            UPDATED_FIELDS.map((field) => [field, contact[field] ?? null])
          )
          /* Only what the file gives: an empty cell does not erase a value. */
          const given = Object.fromEntries(
            Object.entries(values).filter(([, value]) => value !== null && value !== undefined)
          )
          await contact.merge(given).save()
          outcome.updated.push({ id: contact.id, before })
        }
      }
    }
    outcome.processed = Math.min(to, imp.rows.length)
    imp.useTransaction(trx)
    imp.outcome = outcome
    if (outcome.processed >= imp.total) {
      imp.status = 'done'
      /* The parsed file is not kept once imported: only the rejected rows are. */
      imp.rows = []
    } else imp.status = 'running'
    await imp.save()
  })
  return outcome
}

/** The fields an import sets on a société it updates (the form's, as a merge chooses them). */
const SOCIETE_FIELDS = SOCIETE_MERGE_FIELDS

async function writeSociete(
  user: User,
  row: PlannedRow,
  values: Record<string, unknown>,
  outcome: ImportOutcome,
  trx: TransactionClientContract
) {
  if (row.status === 'créé') {
    const societe = await Societe.create({ ...values, userId: user.id }, { client: trx })
    outcome.created.push(societe.id)
    return
  }
  const societe = await Societe.query({ client: trx })
    .where('id', row.existingId!)
    .where('user_id', user.id)
    .firstOrFail()
  const before = Object.fromEntries(SOCIETE_FIELDS.map((field) => [field, societe[field] ?? null]))
  const given = Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== null && value !== undefined)
  )
  await societe.merge(given).save()
  outcome.updated.push({ id: societe.id, before })
}

/** "Annuler cet import": what it created goes to the trash, what it changed goes back. */
export async function undoImport(user: User, imp: Import) {
  const outcome = imp.outcome
  if (!outcome) return
  await db.transaction(async (trx) => {
    const stamp = DateTime.now().toFormat(db.connection().dialect.dateTimeFormat)
    const Model = imp.kind === 'societes' ? Societe : Contact
    const owned = (query: DatabaseQueryBuilderContract) =>
      query.where('user_id', user.id).whereNull('deleted_at')
    const trash = {
      pending: owned,
      values: { deleted_at: stamp },
      action: 'import_undone' as const,
    }
    await Activity.batched(trx, async () => {
      await changeRows(
        imp.kind === 'societes' ? 'societes' : 'contacts',
        outcome.created,
        trx,
        trash
      )
      await Activity.because('import_undone', imp.filename, async () => {
        for (const { id, before } of [...outcome.updated].reverse()) {
          const record = await (Model as typeof Contact)
            .query({ client: trx })
            .where('id', id)
            .where('user_id', user.id)
            .first()
          if (record) await record.merge(before).save()
        }
      })
      await changeRows('societes', outcome.createdSocietes, trx, trash)
    })
    imp.useTransaction(trx)
    imp.status = 'undone'
    await imp.save()
  })
}
