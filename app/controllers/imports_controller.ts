import type { HttpContext } from '@adonisjs/core/http'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { stringify } from 'csv-stringify/sync'
import Import from '#models/import'
import { IMPORT_MESSAGES, readSpreadsheet } from '#services/data_tools/import_file'
import { receiveUpload, refuseUpload } from '#controllers/support/upload'
import { Refusal } from '#exceptions/refusal'
import { cleanText } from '#services/platform/text_input'
import { UPLOAD_MESSAGES, takeImportAttempt } from '#services/platform/upload_limits'
import { neutraliseFormula } from '#services/data_tools/csv_export'
import {
  IMPORT_FIELDS,
  type ImportKind,
  PLANNED_LABELS,
  autoMapping,
  matchingData,
  planRows,
  plannedCounts,
  runSlice,
  undoImport,
  type Mapping,
} from '#services/data_tools/spreadsheet_import'
import { planValidator } from '#validators/import'

/** How many rows the mapping page previews, and the dry run lists. */
const PREVIEW_ROWS = 20
const LISTED_ROWS = 200

/** Contacts (/app/contacts/import) or sociétés (/app/company/import), by the route's name. */
function kindOf(ctx: HttpContext): ImportKind {
  return ctx.route?.name?.startsWith('societes.') ? 'societes' : 'contacts'
}

/** The routes of a kind: contacts.import.* or societes.import.*. */
const ROUTES = { contacts: 'contacts', societes: 'societes' } as const

/** Writes to the kind's records are allowed (droit lecteur: 403). */
function authorizeWrites(ctx: HttpContext, kind: ImportKind) {
  return kind === 'societes'
    ? ctx.bouncer.with('SocietePolicy').authorize('create')
    : ctx.bouncer.with('ContactPolicy').authorize('create')
}

/** The caller's import of the route (another owner's is a 404), once writes are allowed. */
async function ownImport(ctx: HttpContext) {
  const kind = kindOf(ctx)
  await authorizeWrites(ctx, kind)
  return Import.query()
    .where('id', ctx.params.id)
    .where('user_id', ctx.auth.getUserOrFail().id)
    .where('kind', kind)
    .firstOrFail()
}

/** At least the name: a record cannot be created without it. */
function requireNom(mapping: Mapping) {
  if (mapping.nom !== undefined) return
  throw Refusal.because('Associez une colonne au champ « Nom » (raison sociale pour une société).')
}

/** An upload refused as it arrives; JSON callers learn a file too large by its 413. */
function refuseFile(ctx: HttpContext, message: string): never {
  refuseUpload(ctx, 'fichier', message, message === IMPORT_MESSAGES.fileBytes ? 413 : 422)
}

/*
| "Importer des contacts" (docs/product.md, "Import"): upload (the only
| multipart route, read as a stream), mapping with a preview, dry run,
| import in slices with a progress bar, result with the rejected rows, undo.
| Droit "lecteur" gets a 403 on every step.
*/
export default class ImportsController {
  async create(ctx: HttpContext) {
    const { inertia, auth } = ctx
    const kind = kindOf(ctx)
    await authorizeWrites(ctx, kind)
    const recent = await Import.query()
      .where('user_id', auth.getUserOrFail().id)
      .where('kind', kind)
      .orderBy('id', 'desc')
      .limit(5)
    return inertia.render('imports/upload', {
      kind,
      recent: recent.map((imp) => ({
        id: imp.id,
        filename: imp.filename,
        status: imp.status,
        total: imp.total,
        createdAt: imp.createdAt.toISO()!,
      })),
    })
  }

  /** The file, received within its budget and read in memory; nothing is written to disk. */
  async store(ctx: HttpContext) {
    const { auth, response } = ctx
    const kind = kindOf(ctx)
    await authorizeWrites(ctx, kind)
    /* A form without its file (not multipart): the field's error, as for a wrong file. */
    if (!ctx.request.multipart) throw Refusal.field('fichier', IMPORT_MESSAGES.type)
    const account = auth.getUserOrFail().id
    /* Counted before the body is read: each post may cost reading and parsing 10 MB. */
    const wait = await takeImportAttempt(account)
    if (wait !== null) refuseFile(ctx, UPLOAD_MESSAGES.importAttempts(wait))
    const upload = await receiveUpload(ctx.request, account)
    if ('refused' in upload) refuseFile(ctx, upload.refused)
    const parsed = await readSpreadsheet(upload.bytes, upload.filename)
    const imp = await Import.create({
      userId: account,
      kind,
      filename: cleanText(upload.filename, false).slice(0, 255),
      status: 'parsed',
      headers: parsed.headers,
      rows: parsed.rows,
      total: parsed.rows.length,
      outcome: null,
    })
    return response.redirect(urlFor(`${ROUTES[kind]}.import.show`, { id: imp.id }))
  }

  /** Mapping and dry run before the import; its result after. */
  async show(ctx: HttpContext) {
    const imp = await ownImport(ctx)
    return ctx.inertia.render('imports/show', {
      kind: imp.kind,
      id: imp.id,
      filename: imp.filename,
      status: imp.status,
      total: imp.total,
      headers: imp.headers,
      preview: imp.rows.slice(0, PREVIEW_ROWS),
      fields: IMPORT_FIELDS[imp.kind].map(({ name, label }) => ({ name, label })),
      mapping: imp.outcome?.mapping ?? autoMapping(imp.headers, imp.kind),
      outcome: imp.outcome
        ? {
            created: imp.outcome.created.length,
            updated: imp.outcome.updated.length,
            skipped: imp.outcome.skipped,
            processed: imp.outcome.processed,
            createdSocietes: imp.outcome.createdSocietes.length,
            rejected: imp.outcome.rejected.slice(0, LISTED_ROWS),
            rejectedCount: imp.outcome.rejected.length,
          }
        : null,
    })
  }

  /** The dry run (JSON): each row's fate in the future tense ("à créer"), nothing written. */
  async dryRun(ctx: HttpContext) {
    const imp = await ownImport(ctx)
    if (imp.status !== 'parsed') {
      throw Refusal.because('Cet import a déjà été lancé.', { status: 409 })
    }
    const { mapping, update } = await ctx.request.validateUsing(planValidator)
    requireNom(mapping)
    const user = ctx.auth.getUserOrFail()
    const planned = await planRows(
      user,
      imp.kind,
      imp.rows,
      mapping,
      !!update,
      await matchingData(user)
    )
    return {
      counts: plannedCounts(planned),
      newSocietes: planned.filter((row) => row.newSociete).map((row) => row.newSociete),
      rows: planned.slice(0, LISTED_ROWS).map(({ line, status, message }) => ({
        line,
        status: PLANNED_LABELS[status],
        message: message ?? null,
      })),
    }
  }

  /** The next slice of the import (JSON): the client calls again until done. */
  async run(ctx: HttpContext) {
    const imp = await ownImport(ctx)
    if (imp.status !== 'parsed' && imp.status !== 'running') {
      throw Refusal.because('Cet import est déjà terminé.', { status: 409 })
    }
    const { mapping, update } = await ctx.request.validateUsing(planValidator)
    requireNom(mapping)
    const outcome = await runSlice(ctx.auth.getUserOrFail(), imp, mapping, !!update)
    return { processed: outcome.processed, total: imp.total, done: outcome.processed >= imp.total }
  }

  async undo(ctx: HttpContext) {
    const imp = await ownImport(ctx)
    const page = urlFor(`${ROUTES[imp.kind]}.import.show`, { id: imp.id })
    if (imp.status !== 'done') {
      throw Refusal.because('Seul un import terminé peut être annulé.', { backTo: page })
    }
    await undoImport(ctx.auth.getUserOrFail(), imp)
    ctx.session.flash(
      'success',
      imp.kind === 'societes'
        ? 'Import annulé : les sociétés créées sont dans la corbeille.'
        : 'Import annulé : les contacts créés sont dans la corbeille.'
    )
    return ctx.response.redirect(page)
  }

  /** The rejected rows as a CSV, with the reason, to fix and import again. */
  async rejected(ctx: HttpContext) {
    const imp = await ownImport(ctx)
    const rejected = imp.outcome?.rejected ?? []
    /* Cells came from a file anybody could have written: formulas are neutralised. */
    const csv = stringify(
      [
        [...imp.headers, 'Ligne', 'Erreur'],
        ...rejected.map((row) => [...row.cells, String(row.line), row.message]),
      ].map((cells) => cells.map(neutraliseFormula)),
      { delimiter: ';', bom: true, record_delimiter: '\r\n' }
    )
    ctx.response.header('content-type', 'text/csv; charset=utf-8')
    ctx.response.header(
      'content-disposition',
      `attachment; filename="lignes-rejetees-${imp.id}.csv"`
    )
    return csv
  }
}
