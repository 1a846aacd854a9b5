import type { HttpContext } from '@adonisjs/core/http'
import { urlFor } from '@adonisjs/core/services/url_builder'
import Contact, { CIVILITES, CONTACT_STATUTS } from '#models/contact'
import Societe from '#models/societe'
import Offre from '#models/offre'
import type User from '#models/user'
import { serializeSocieteChoice } from '#transformers/societe_transformer'
import { contactListValidator, contactValidator } from '#validators/contact'
import { readListQuery } from '#validators/list_query'
import { PER_PAGE, echoFilters, paginated } from '#services/list_query'
import { csvFilename, inChunks, sendCsv } from '#services/csv_export'
import { moveToTrash, restoreFromTrash } from '#services/trash_actions'
import {
  CONTACT_CSV_COLUMNS,
  CONTACT_ROW_COLUMNS,
  serializeContact,
  serializeContactRow,
} from '#transformers/contact_transformer'
import { serializeReferentOffre } from '#transformers/offre_transformer'

/** The list, where deletes and restores go back to (keeping its query when they came from it). */
const list = () => urlFor('contacts.index')

/** The caller's live companies by name: the choices of the société filter and select. */
function societeChoices(user: User) {
  return Societe.query()
    .select('id', 'nom')
    .apply((scopes) => {
      scopes.ownedBy(user)
      scopes.live()
    })
    .orderBy('nom', 'asc')
    .orderBy('id', 'asc')
}

/** The list query; its société filter counts only when it is one of `societes`. */
async function readFilters(query: Record<string, unknown>, societes: Societe[]) {
  const filters = await readListQuery(contactListValidator, query)
  const offered = societes.some((societe) => societe.id === filters.societe)
  return { ...filters, societe: offered ? filters.societe : undefined }
}

type ContactListQuery = Awaited<ReturnType<typeof readFilters>>

/** The caller's contacts matching the list query, with their company, in the list's order. */
function filteredList(user: User, filters: ContactListQuery) {
  return Contact.query()
    .select(CONTACT_ROW_COLUMNS)
    .preload('societe', (societe) => societe.select('id', 'nom'))
    .apply((scopes) => {
      /* Lucid scopes do not chain: each call returns nothing. */
      scopes.ownedBy(user)
      scopes.trash(filters.corbeille)
      scopes.search(filters.search)
      scopes.withStatut(filters.statut)
      scopes.atSociete(filters.societe)
      scopes.sorted(filters.sort, filters.order)
    })
}

/** What the caller may do with the contact, for the page's buttons. */
async function rightsOn(bouncer: HttpContext['bouncer'], contact: Contact) {
  const policy = bouncer.with('ContactPolicy')
  return {
    update: await policy.allows('update', contact),
    delete: await policy.allows('delete', contact),
    restore: await policy.allows('restore', contact),
  }
}

export default class ContactsController {
  async index({ inertia, auth, request, bouncer }: HttpContext) {
    const user = auth.getUserOrFail()
    const societes = await societeChoices(user)
    const filters = await readFilters(request.qs(), societes)
    const page = await filteredList(user, filters).paginate(filters.page ?? 1, PER_PAGE)
    return inertia.render('contacts/index', {
      contacts: paginated(page, serializeContactRow),
      filters: echoFilters(filters, [
        'search',
        'statut',
        'societe',
        'sort',
        'order',
        'corbeille',
      ] as const),
      societes: societes.map(serializeSocieteChoice),
      statuts: [...CONTACT_STATUTS],
      can: { create: await bouncer.with('ContactPolicy').allows('create') },
    })
  }

  /** The same filtered list as the page, every page of it, as a CSV file. */
  async export(ctx: HttpContext) {
    const user = ctx.auth.getUserOrFail()
    const filters = await readFilters(ctx.request.qs(), await societeChoices(user))
    const rows = inChunks((page, size) => filteredList(user, filters).forPage(page, size))
    sendCsv(ctx, csvFilename('contacts'), CONTACT_CSV_COLUMNS, rows)
  }

  async create({ inertia, auth, bouncer }: HttpContext) {
    await bouncer.with('ContactPolicy').authorize('create')
    const societes = await societeChoices(auth.getUserOrFail())
    return inertia.render('contacts/create', {
      can: { create: true },
      societes: societes.map(serializeSocieteChoice),
      civilites: [...CIVILITES],
      statuts: [...CONTACT_STATUTS],
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
  async show({ inertia, auth, params, bouncer }: HttpContext) {
    const contact = await Contact.findOwnedOrFail(auth.getUserOrFail(), params.id)
    await bouncer.with('ContactPolicy').authorize('view', contact)
    await contact.load('societe')
    /* Offers where the contact is référent (live ones, newest first). */
    const offres = await Offre.referentOf(contact)
    return inertia.render('contacts/show', {
      contact: serializeContact(contact),
      offres: offres.map(serializeReferentOffre),
      can: await rightsOn(bouncer, contact),
    })
  }

  async edit({ inertia, auth, params, bouncer }: HttpContext) {
    const user = auth.getUserOrFail()
    const contact = await Contact.findOwnedOrFail(user, params.id)
    await bouncer.with('ContactPolicy').authorize('update', contact)
    await contact.load('societe')
    const societes = await societeChoices(user)
    return inertia.render('contacts/edit', {
      contact: serializeContact(contact),
      can: await rightsOn(bouncer, contact),
      societes: societes.map(serializeSocieteChoice),
      civilites: [...CIVILITES],
      statuts: [...CONTACT_STATUTS],
    })
  }

  async update({ auth, params, request, bouncer, session, response }: HttpContext) {
    const user = auth.getUserOrFail()
    const contact = await Contact.findOwnedOrFail(user, params.id)
    await bouncer.with('ContactPolicy').authorize('update', contact)
    const data = await request.validateUsing(contactValidator, { meta: { userId: user.id } })
    await contact.merge(data).save()
    session.flash('success', 'Contact mis à jour.')
    return response.redirect().toRoute('contacts.show', { id: contact.id })
  }

  /** To the trash: the row stays, hidden from lists, until restored or the trash is emptied. */
  async destroy(ctx: HttpContext) {
    const contact = await Contact.findOwnedOrFail(ctx.auth.getUserOrFail(), ctx.params.id)
    await ctx.bouncer.with('ContactPolicy').authorize('delete', contact)
    return moveToTrash(ctx, contact, 'Contact supprimé.', list())
  }

  async restore(ctx: HttpContext) {
    const contact = await Contact.findOwnedOrFail(ctx.auth.getUserOrFail(), ctx.params.id)
    await ctx.bouncer.with('ContactPolicy').authorize('restore', contact)
    return restoreFromTrash(ctx, contact, 'Contact restauré.', list())
  }

  /** "Vider la corbeille": the caller's trashed contacts are deleted for good, nobody else's. */
  async emptyTrash({ auth, bouncer, session, response }: HttpContext) {
    await bouncer.with('ContactPolicy').authorize('emptyTrash')
    await Contact.query()
      .apply((scopes) => {
        scopes.ownedBy(auth.getUserOrFail())
        scopes.trash('uniquement')
      })
      .delete()
    session.flash('success', 'Corbeille vidée.')
    return response.redirect().toRoute('contacts.index')
  }
}
