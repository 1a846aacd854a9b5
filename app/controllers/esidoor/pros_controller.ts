import type { HttpContext } from '@adonisjs/core/http'
import User, { DROITS, ROLES } from '#models/user'
import Societe from '#models/societe'
import Offre from '#models/offre'
import Contact, { CONTACT_ROW_COLUMNS } from '#models/contact'
import AccessAudit from '#models/access_audit'
import * as AccessChange from '#services/accounts/access_change'
import { originOf } from '#controllers/support/request_origin'
import * as PasswordConfirmation from '#services/accounts/password_confirmation'
import { accessFormValidator } from '#validators/access'
import UserTransformer from '#transformers/user_transformer'
import SocieteTransformer from '#transformers/societe_transformer'
import OffreTransformer from '#transformers/offre_transformer'
import ContactTransformer from '#transformers/contact_transformer'
import AccessAuditTransformer from '#transformers/access_audit_transformer'
import { serializeAs } from '#transformers/serialize_as'
import { recentActivity } from '#services/activite/activite'
import { decisionsFor } from '#services/accounts/pro_approval'
import { candidatureCountsOf } from '#services/candidatures/counts'

/** Latest access changes shown on a professional's page. */
const AUDIT_LIMIT = 50
/** Latest offers and contacts shown on a professional's page. */
const RECORD_LIMIT = 50

/** One professional seen from e-sidoor (docs/product.md §4 pro/pro); esi only (route guard). */
export default class EsidoorProsController {
  async show({ inertia, params, auth, bouncer, session }: HttpContext) {
    const pro = await User.findOrFail(params.id)
    const [societes, offres, contacts, audits, activity, candidatures] = await Promise.all([
      Societe.query()
        .select('id', 'nom', 'siret', 'secteur', 'ville', 'created_at', 'deleted_at')
        .where('user_id', pro.id)
        .orderByRaw('deleted_at is not null')
        .orderBy('nom', 'asc')
        .orderBy('id', 'asc'),
      Offre.query()
        .select('id', 'reference', 'titre', 'statut', 'societe_id', 'created_at', 'deleted_at')
        .where('user_id', pro.id)
        .preload('societe', (societe) => societe.select('id', 'nom'))
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(RECORD_LIMIT),
      Contact.query()
        .select(CONTACT_ROW_COLUMNS)
        .where('contacts.user_id', pro.id)
        .preload('societe', (societe) => societe.select('id', 'nom'))
        .orderBy('contacts.created_at', 'desc')
        .orderBy('contacts.id', 'desc')
        .limit(RECORD_LIMIT),
      AccessAudit.query()
        .where('user_id', pro.id)
        .preload('actor', (actor) => actor.select('id', 'full_name'))
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(AUDIT_LIMIT),
      recentActivity(pro.id),
      /* Counts only: staff never see a candidate, a message or a CV. */
      candidatureCountsOf(pro.id),
    ])
    /* Employer approval: who made the last change (null: nobody yet, or the admin is gone). */
    const changedBy = pro.approvalChangedBy
      ? await User.query().select('id', 'full_name').where('id', pro.approvalChangedBy).first()
      : null
    return inertia.render('esidoor/pro', {
      pro: new UserTransformer(pro).forEsidoor(),
      societes: societes.map(serializeAs(SocieteTransformer, 'forEsidoor')),
      offres: offres.map(serializeAs(OffreTransformer, 'forEsidoor')),
      contacts: contacts.map(serializeAs(ContactTransformer, 'forList')),
      audits: audits.map(serializeAs(AccessAuditTransformer)),
      activity,
      candidatures,
      roles: [...ROLES],
      droits: [...DROITS],
      isSelf: pro.id === auth.getUserOrFail().id,
      approval: {
        changedBy: changedBy?.fullName ?? null,
        decisions: decisionsFor(pro.approvalStatus),
      },
      passwordConfirmed: PasswordConfirmation.isRecent(session),
      can: {
        manageAccess: await bouncer.allows('manageAccess'),
        viewSecurityLog: await bouncer.allows('viewSecurityLog'),
        approveEmployers: await bouncer.allows('approveEmployers'),
      },
    })
  }

  /** PUT /dashboard-pro/pros/:id/access (droit admin, password confirmed: route guards). */
  async updateAccess(ctx: HttpContext) {
    const { params, auth, request, session, response } = ctx
    const pro = await User.findOrFail(params.id)
    const changes = await request.validateUsing(accessFormValidator)
    await AccessChange.byAdmin(auth.getUserOrFail(), pro, changes, originOf(ctx))
    session.flash('success', 'Accès mis à jour.')
    return response.redirect().toRoute('esidoor.pros.show', { id: pro.id })
  }
}
