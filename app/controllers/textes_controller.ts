import type { HttpContext } from '@adonisjs/core/http'
import { urlFor } from '@adonisjs/core/services/url_builder'
import Texte, { TEXTE_ROW_COLUMNS } from '#models/texte'
import type User from '#models/user'
import {
  texteCreateQueryValidator,
  texteListValidator,
  texteValidator,
  textePreviewValidator,
} from '#validators/texte'
import { readListQuery } from '#validators/list_query'
import { PER_PAGE, echoListFilters, paginated } from '#services/records/list_query'
import { backWithin } from '#controllers/support/redirect_back'
import { moveToTrash, restoreFromTrash } from '#controllers/support/trash_handlers'
import { recordRights } from '#services/records/record_rights'
import { placeholderChoicesByCategorie } from '#services/textes/placeholders'
import {
  contactChoices,
  offreChoices,
  pickSelection,
  previewValues,
  renderTexte,
} from '#services/textes/texte_preview'
import TexteTransformer from '#transformers/texte_transformer'
import ContactTransformer from '#transformers/contact_transformer'
import OffreTransformer from '#transformers/offre_transformer'
import { serializeAs } from '#transformers/serialize_as'

/** The list, where deletes and restores go back to (keeping its query when they came from it). */
const list = () => urlFor('textes.index')

/**
 * One of the caller's templates (trashed or not) or someone's live shared
 * one; anything else is a 404. Writes then ask the policy, which refuses
 * another owner's shared template with a 403.
 */
function findReadable(user: User, id: number) {
  return Texte.query()
    .apply((scopes) => scopes.readableBy(user, 'avec'))
    .where('texte_modeles.id', id)
    .preload('user', (owner) => owner.select('id', 'full_name'))
    .firstOrFail()
}

/** What the caller may do with the template, for the page's buttons. */
function rightsOn(bouncer: HttpContext['bouncer'], texte: Texte) {
  return recordRights((action) => bouncer.with('TextePolicy').allows(action, texte))
}

/** Validated form data; turning `partage` on needs droit admin (403 otherwise, nothing saved). */
async function validForm({ request, bouncer }: HttpContext, user: User, texte?: Texte) {
  const data = await request.validateUsing(texteValidator, {
    meta: { userId: user.id, texteId: texte?.id, categorie: texte?.categorie },
  })
  if (data.partage) await bouncer.with('TextePolicy').authorize('share')
  return data
}

export default class TextesController {
  async index({ inertia, auth, request, bouncer }: HttpContext) {
    const user = auth.getUserOrFail()
    const filters = await readListQuery(texteListValidator, request.qs())
    const page = await Texte.query()
      .select(TEXTE_ROW_COLUMNS)
      .preload('user', (owner) => owner.select('id', 'full_name'))
      .apply((scopes) => {
        /* Lucid scopes do not chain: each call returns nothing. */
        scopes.readableBy(user, filters.corbeille)
        scopes.search(filters.search)
        scopes.sorted(filters.sort, filters.order)
      })
      .paginate(filters.page ?? 1, PER_PAGE)
    return inertia.render('textes/index', {
      textes: paginated(page, (texte) => new TexteTransformer(texte, user).forList()),
      filters: echoListFilters(filters),
      can: { create: await bouncer.with('TextePolicy').allows('create') },
    })
  }

  /** `?categorie=candidats` starts a « Candidats » template (the reply box links here when it has none). */
  async create({ inertia, bouncer, request }: HttpContext) {
    const policy = bouncer.with('TextePolicy')
    await policy.authorize('create')
    const { categorie } = await readListQuery(texteCreateQueryValidator, request.qs())
    return inertia.render('textes/create', {
      variables: placeholderChoicesByCategorie(),
      categorie: categorie ?? 'contacts',
      can: { create: true, share: await policy.allows('share') },
    })
  }

  /** Writes are authorised before validation: a read-only user learns nothing from field errors. */
  async store(ctx: HttpContext) {
    await ctx.bouncer.with('TextePolicy').authorize('create')
    const user = ctx.auth.getUserOrFail()
    const data = await validForm(ctx, user)
    const texte = await Texte.create({
      ...data,
      categorie: data.categorie ?? 'contacts',
      partage: data.partage ?? false,
      userId: user.id,
    })
    ctx.session.flash('success', 'Texte créé.')
    return ctx.response.redirect().toRoute('textes.show', { id: texte.id })
  }

  /**
   * The template as written, and rendered with an offer of the caller's and
   * a contact of theirs (« Contacts ») or an example candidate (« Candidats »).
   */
  async show({ inertia, auth, params, request, bouncer }: HttpContext) {
    const user = auth.getUserOrFail()
    const texte = await findReadable(user, params.id)
    await bouncer.with('TextePolicy').authorize('view', texte)
    const query = await readListQuery(textePreviewValidator, request.qs())
    const [contacts, offres] = await Promise.all([contactChoices(user), offreChoices(user)])
    const { contact, offre } = pickSelection(contacts, offres, query)
    return inertia.render('textes/texte', {
      texte: new TexteTransformer(texte, user).toObject(),
      rendu: renderTexte(texte, previewValues(texte.categorie, user, contact, offre)),
      contacts: contacts.map(serializeAs(ContactTransformer, 'forTextePreview')),
      offres: offres.map(serializeAs(OffreTransformer, 'forTextePreview')),
      selection: { contact: contact?.id ?? null, offre: offre?.id ?? null },
      can: {
        ...(await rightsOn(bouncer, texte)),
        /* "Envoyer par e-mail" writes to the contact's history: not for droit "lecteur". */
        send: await bouncer.with('ContactPolicy').allows('create'),
      },
    })
  }

  async edit({ inertia, auth, params, bouncer }: HttpContext) {
    const user = auth.getUserOrFail()
    const texte = await findReadable(user, params.id)
    const policy = bouncer.with('TextePolicy')
    await policy.authorize('update', texte)
    return inertia.render('textes/edit', {
      texte: new TexteTransformer(texte, user).toObject(),
      variables: placeholderChoicesByCategorie(),
      can: { ...(await rightsOn(bouncer, texte)), share: await policy.allows('share') },
    })
  }

  async update(ctx: HttpContext) {
    const user = ctx.auth.getUserOrFail()
    const texte = await findReadable(user, ctx.params.id)
    await ctx.bouncer.with('TextePolicy').authorize('update', texte)
    const data = await validForm(ctx, user, texte)
    /* Without `partage` (the form of a non-admin), sharing stays as it was. */
    await texte
      .merge({
        ...data,
        categorie: data.categorie ?? texte.categorie,
        partage: data.partage ?? texte.partage,
      })
      .save()
    ctx.session.flash('success', 'Texte mis à jour.')
    return ctx.response.redirect().toRoute('textes.show', { id: texte.id })
  }

  /** To the trash: the row stays, hidden from lists (and from everyone if shared), until restored. */
  async destroy(ctx: HttpContext) {
    const texte = await findReadable(ctx.auth.getUserOrFail(), ctx.params.id)
    await ctx.bouncer.with('TextePolicy').authorize('delete', texte)
    return moveToTrash(ctx, texte, 'Texte supprimé.', list())
  }

  /** Back from the trash, unless a live template of the owner took its name meanwhile. */
  async restore(ctx: HttpContext) {
    const user = ctx.auth.getUserOrFail()
    const texte = await findReadable(user, ctx.params.id)
    await ctx.bouncer.with('TextePolicy').authorize('restore', texte)
    const homonym =
      texte.deletedAt &&
      (await Texte.query()
        .apply((scopes) => scopes.ownedBy(user))
        .whereNull('texte_modeles.deleted_at')
        .whereRaw('lower(texte_modeles.nom) = ?', [texte.nom.toLowerCase()])
        .first())
    if (homonym) {
      ctx.session.flash(
        'error',
        `Un autre de vos textes s'appelle déjà « ${texte.nom} » : renommez l'un des deux avant de restaurer celui-ci.`
      )
      return backWithin(ctx, list())
    }
    return restoreFromTrash(ctx, texte, 'Texte restauré.', list())
  }
}
