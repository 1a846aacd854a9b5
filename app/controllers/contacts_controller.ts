import type { HttpContext } from '@adonisjs/core/http'
import { urlFor } from '@adonisjs/core/services/url_builder'
import db from '@adonisjs/lucid/services/db'
import Contact, { CIVILITES, CONTACT_STATUTS, type ContactStatut } from '#models/contact'
import Societe from '#models/societe'
import Offre from '#models/offre'
import type User from '#models/user'
import SocieteTransformer from '#transformers/societe_transformer'
import { contactValidator } from '#validators/contact'
import { echoListFilters, pageOfRows, paginated } from '#services/records/list_query'
import { csvFilename, csvStream, inChunks } from '#services/data_tools/csv_export'
import { sendCsv } from '#controllers/support/send_csv'
import { flashBack } from '#controllers/support/redirect_back'
import {
  CONTACT_CSV_COLUMNS,
  contactListRows,
  contactRows,
  matchingContacts,
  readContactQuery,
} from '#lists/contact'
import { CONTACT_STATUT_LABELS } from '#catalogues/contact'
import { trashHandlers } from '#controllers/support/trash_handlers'
import {
  changeRows,
  ownedIds,
  restoreRows,
  selectedForExport,
  trashRows,
} from '#services/records/bulk_actions'
import { bulkValidator } from '#validators/bulk'
import { type OwnedAction, recordRights } from '#services/records/record_rights'
import ContactTransformer from '#transformers/contact_transformer'
import OffreTransformer from '#transformers/offre_transformer'
import { serializeAs } from '#transformers/serialize_as'
import { contactListRow } from '#transformers/list_rows'
import { activiteProps } from '#controllers/support/activite_props'
import { plural } from '#services/platform/plural'
import { contactCatalogue } from '#catalogues/contact'
import { csvSelect } from '#services/data_tools/csv_columns'

/** The list, where deletes and restores go back to (keeping its query when they came from it). */
const list = () => urlFor('contacts.index')

const BULK_ACTIONS = ['trash', 'restore', 'statut'] as const
const contactBulkValidator = bulkValidator(BULK_ACTIONS, CONTACT_STATUTS)

/** The contact of the route (the caller's, or a 404), once the policy allows `action` on it. */
async function authorizedContact({ auth, params, bouncer }: HttpContext, action: OwnedAction) {
  const contact = await Contact.findOwnedOrFail(auth.getUserOrFail(), params.id)
  await bouncer.with('ContactPolicy').authorize(action, contact)
  return contact
}

/** The choices of the shared contact form: the caller's live companies, the enums. */
async function formChoices(user: User) {
  const societes = await Societe.choicesFor(user)
  return {
    societes: societes.map(serializeAs(SocieteTransformer, 'forChoice')),
    civilites: [...CIVILITES],
    statuts: [...CONTACT_STATUTS],
  }
}

/** What the caller may do with the contact, for the page's buttons. */
function rightsOn(bouncer: HttpContext['bouncer'], contact: Contact) {
  return recordRights((action) => bouncer.with('ContactPolicy').allows(action, contact))
}

const trash = trashHandlers(
  authorizedContact,
  { deleted: 'Contact supprimé.', restored: 'Contact restauré.' },
  list
)

export default class ContactsController {
  async index({ inertia, auth, request, bouncer }: HttpContext) {
    const user = auth.getUserOrFail()
    const societes = await Societe.choicesFor(user)
    const filters = await readContactQuery(request.qs(), societes)
    const page = await pageOfRows(
      contactListRows(user, filters),
      matchingContacts(user, filters),
      filters.page ?? 1
    )
    return inertia.render('contacts/index', {
      contacts: paginated(page, contactListRow),
      filters: echoListFilters(filters, ['statut', 'societe'] as const),
      societes: societes.map(serializeAs(SocieteTransformer, 'forChoice')),
      statuts: [...CONTACT_STATUTS],
      can: { create: await bouncer.with('ContactPolicy').allows('create') },
    })
  }

  /**
   * The same filtered list as the page, every page of it, as a CSV file; or
   * only the rows ticked on the list (`ids`, all the caller's, else a 404).
   */
  async export(ctx: HttpContext) {
    const user = ctx.auth.getUserOrFail()
    const filters = await readContactQuery(ctx.request.qs(), await Societe.choicesFor(user))
    const ids = await selectedForExport('contacts', user, ctx.request.qs())
    const rows = inChunks((page, size) =>
      contactRows(user, filters)
        .select(csvSelect('contacts', contactCatalogue))
        .if(ids, (query) => query.whereIn('contacts.id', ids!))
        .forPage(page, size)
    )
    sendCsv(ctx, csvFilename('contacts'), csvStream(CONTACT_CSV_COLUMNS, rows))
  }

  /**
   * "Actions groupées": the ticked contacts, or every contact the list's
   * filters match, to the trash, back from it, or to another statut; one
   * transaction, one toast. Droit "lecteur": 403 before the form is read.
   */
  async bulk(ctx: HttpContext) {
    const { auth, bouncer, request } = ctx
    await bouncer.with('ContactPolicy').authorize('create')
    const user = auth.getUserOrFail()
    const body = await request.validateUsing(contactBulkValidator)
    const selection = body.all
      ? matchingContacts(
          user,
          await readContactQuery(body.query ?? {}, await Societe.choicesFor(user))
        ).select('contacts.id')
      : await ownedIds('contacts', user, body.ids!)
    const done = await db.transaction(async (trx) => {
      if (body.action === 'trash') return trashRows('contacts', selection, trx)
      if (body.action === 'restore') return restoreRows('contacts', selection, trx)
      return changeRows('contacts', selection, trx, {
        pending: (query) => query.whereNull('deleted_at').whereNot('statut', body.statut!),
        values: { statut: body.statut! },
        action: 'statut',
        changes: (row) => [{ field: 'statut', from: row.statut ?? null, to: body.statut! }],
      })
    })
    const statut = `au statut « ${CONTACT_STATUT_LABELS[body.statut as ContactStatut]} »`
    const message = plural(
      done,
      {
        trash: {
          one: '# contact déplacé dans la corbeille.',
          other: '# contacts déplacés dans la corbeille.',
        },
        restore: { one: '# contact restauré.', other: '# contacts restaurés.' },
        statut: { one: `# contact passé ${statut}.`, other: `# contacts passés ${statut}.` },
      }[body.action]
    )
    return flashBack(ctx, done === 0 ? 'Aucun contact n’a changé.' : message, list())
  }

  async create({ inertia, auth, bouncer }: HttpContext) {
    await bouncer.with('ContactPolicy').authorize('create')
    return inertia.render('contacts/create', {
      can: { create: true },
      ...(await formChoices(auth.getUserOrFail())),
    })
  }

  /** Writes are authorised before validation: a read-only user learns nothing from field errors. */
  async store({ auth, request, bouncer, session, response }: HttpContext) {
    await bouncer.with('ContactPolicy').authorize('create')
    const user = auth.getUserOrFail()
    const data = await request.validateUsing(contactValidator, { meta: { userId: user.id } })
    const contact = await Contact.create({ ...data, userId: user.id })
    session.flash('success', 'Contact créé.')
    return response.redirect().toRoute('contacts.show', { id: contact.id })
  }

  /** The contact's page, read-only for droit "lecteur"; a trashed one shows with Restaurer. */
  async show(ctx: HttpContext) {
    const { inertia, bouncer } = ctx
    const contact = await authorizedContact(ctx, 'view')
    await contact.load('societe')
    /* Offers where the contact is référent (live ones, newest first). */
    const offres = await Offre.referentOf(contact)
    const activity = await activiteProps(bouncer, {
      type: 'contact',
      id: contact.id,
      userId: contact.userId,
    })
    const choices = activity?.canInteract ? await Offre.choicesFor(contact.userId) : []
    return inertia.render('contacts/show', {
      contact: new ContactTransformer(contact).toObject(),
      offres: offres.map(serializeAs(OffreTransformer, 'forReferent')),
      can: await rightsOn(bouncer, contact),
      activity,
      /* What an interaction may be about: the owner's live offres, newest first. */
      interactionOffres: choices.map(({ id, reference, titre }) => ({ id, reference, titre })),
    })
  }

  async edit(ctx: HttpContext) {
    const contact = await authorizedContact(ctx, 'update')
    await contact.load('societe')
    return ctx.inertia.render('contacts/edit', {
      contact: new ContactTransformer(contact).toObject(),
      can: await rightsOn(ctx.bouncer, contact),
      ...(await formChoices(ctx.auth.getUserOrFail())),
    })
  }

  async update(ctx: HttpContext) {
    const { auth, request, session, response } = ctx
    const user = auth.getUserOrFail()
    const contact = await authorizedContact(ctx, 'update')
    const data = await request.validateUsing(contactValidator, { meta: { userId: user.id } })
    await contact.merge(data).save()
    session.flash('success', 'Contact mis à jour.')
    return response.redirect().toRoute('contacts.show', { id: contact.id })
  }

  /** To the trash: the row stays, hidden from lists, until restored or the trash is emptied. */
  destroy = trash.destroy
  restore = trash.restore

  /** "Vider la corbeille": the caller's trashed contacts are deleted for good, nobody else's. */
  async emptyTrash({ auth, bouncer, session, response }: HttpContext) {
    await bouncer.with('ContactPolicy').authorize('emptyTrash')
    const trashed = () =>
      Contact.query()
        .apply((scopes) => {
          scopes.ownedBy(auth.getUserOrFail())
          scopes.trash('uniquement')
        })
        .select('contacts.id')
    /* Their history goes with them (their interactions too, by the foreign key). */
    await db.transaction(async (trx) => {
      await trx
        .from('activities')
        .where('subject_type', 'contact')
        .whereIn('subject_id', trashed())
        .delete()
      await Contact.query({ client: trx }).whereIn('id', trashed()).delete()
    })
    session.flash('success', 'Corbeille vidée.')
    return response.redirect().toRoute('contacts.index')
  }
}
