import type { HttpContext } from '@adonisjs/core/http'
import { urlFor } from '@adonisjs/core/services/url_builder'
import User from '#models/user'
import Societe from '#models/societe'
import * as ProApproval from '#services/accounts/pro_approval'
import type { ApprovalDecision, ApprovalResult } from '#services/accounts/pro_approval'
import { originOf } from '#controllers/support/request_origin'
import { PER_PAGE, paginated } from '#services/records/list_query'
import { backWithin } from '#controllers/support/redirect_back'
import { isJsonRequest } from '#controllers/support/request_kind'
import { readListQuery } from '#validators/list_query'
import { approvalReasonValidator, approvalQueueValidator } from '#validators/pro_approval'
import UserTransformer from '#transformers/user_transformer'
import SocieteTransformer from '#transformers/societe_transformer'
import { serializeAs } from '#transformers/serialize_as'

/** What the admin reads once the change is made (the account's name first). */
const DONE: Record<ApprovalDecision, (name: string) => string> = {
  approve: (name) => `Compte de ${name} validé : un e-mail l'en informe.`,
  refuse: (name) => `Compte de ${name} refusé : un e-mail lui indique le motif.`,
  suspend: (name) =>
    `Compte de ${name} suspendu : ses offres ne sont plus en ligne et ses sessions sont fermées.`,
  reinstate: (name) => `Compte de ${name} rétabli : ses offres publiées sont de retour en ligne.`,
}

const UNSENT = " L'e-mail n'a pas pu être envoyé : prévenez-le autrement."

/*
| Employer approval in e-sidoor (docs/product.md "Validation des
| employeurs"): the queue of accounts waiting for the school, and the four
| decisions, taken from the queue or from a pro's page; esi + droit admin
| (route guard `approveEmployers`). Every change goes through ProApproval.
*/
export default class EsidoorApprovalsController {
  /** "Employeurs à valider": oldest registration first, each with its live sociétés. */
  async index({ inertia, request }: HttpContext) {
    const filters = await readListQuery(approvalQueueValidator, request.qs())
    const page = await User.query()
      .select('id', 'full_name', 'email', 'email_verified_at', 'created_at')
      .where('approval_status', 'en_attente')
      .orderBy('created_at', 'asc')
      .orderBy('id', 'asc')
      .paginate(filters.page ?? 1, PER_PAGE)
    const ids = page.all().map((user) => user.id)
    const societes = ids.length
      ? await Societe.query()
          .select('id', 'user_id', 'nom', 'siret', 'site_web', 'ville')
          .whereIn('user_id', ids)
          .whereNull('deleted_at')
          .orderBy('nom', 'asc')
          .orderBy('id', 'asc')
      : []
    return inertia.render('esidoor/employers', {
      accounts: paginated(page, (user) => ({
        ...new UserTransformer(user).forApprovalQueue(),
        societes: societes
          .filter((societe) => societe.userId === user.id)
          .map(serializeAs(SocieteTransformer, 'forApproval')),
      })),
    })
  }

  /* The admin signed in decides about the account of the route (a missing one: 404). */
  async approve(ctx: HttpContext) {
    const [admin, id, origin] = [ctx.auth.getUserOrFail(), Number(ctx.params.id), originOf(ctx)]
    const result = await ProApproval.decide('approve', admin, id, { origin })
    return decided(ctx, 'approve', result)
  }

  async refuse(ctx: HttpContext) {
    const [admin, id, origin] = [ctx.auth.getUserOrFail(), Number(ctx.params.id), originOf(ctx)]
    const { reason } = await ctx.request.validateUsing(approvalReasonValidator)
    const result = await ProApproval.decide('refuse', admin, id, { reason, origin })
    return decided(ctx, 'refuse', result)
  }

  async suspend(ctx: HttpContext) {
    const [admin, id, origin] = [ctx.auth.getUserOrFail(), Number(ctx.params.id), originOf(ctx)]
    const { reason } = await ctx.request.validateUsing(approvalReasonValidator)
    const result = await ProApproval.decide('suspend', admin, id, { reason, origin })
    return decided(ctx, 'suspend', result)
  }

  async reinstate(ctx: HttpContext) {
    const [admin, id, origin] = [ctx.auth.getUserOrFail(), Number(ctx.params.id), originOf(ctx)]
    const result = await ProApproval.decide('reinstate', admin, id, { origin })
    return decided(ctx, 'reinstate', result)
  }
}

/**
 * Once the decision is taken: back to the e-sidoor page it was taken from
 * (the queue or the pro's page), or the outcome as JSON. A refused decision
 * never gets here: ProApproval throws a Refusal (the handler answers).
 */
function decided(ctx: HttpContext, decision: ApprovalDecision, result: ApprovalResult) {
  const message = DONE[decision](result.user.fullName)
  if (isJsonRequest(ctx)) {
    return { message, approvalStatus: result.user.approvalStatus, mailed: result.mailed }
  }
  if (result.mailed) ctx.session.flash('success', message)
  else ctx.session.flash('warning', `${message}${UNSENT}`)
  return backWithin(ctx, urlFor('esidoor.dashboard'))
}
