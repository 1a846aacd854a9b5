import type { HttpContext } from '@adonisjs/core/http'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { MAIL_KINDS, MAIL_KIND_LABELS } from '#models/mail_delivery'
import * as FailedMails from '#services/platform/failed_mails'
import { WAITING_TOO_LONG } from '#services/platform/failed_mails'
import * as FailedMailActions from '#services/platform/failed_mail_actions'
import type { FailedMailAction } from '#services/platform/failed_mail_actions'
import { echoFilters, paginated } from '#services/records/list_query'
import { originOf } from '#controllers/support/request_origin'
import { backWithin } from '#controllers/support/redirect_back'
import { isJsonRequest } from '#controllers/support/request_kind'
import { readListQuery } from '#validators/list_query'
import { failedMailsQueryValidator } from '#validators/failed_mails'
import FailedMailTransformer from '#transformers/failed_mail_transformer'
import { serializeAs } from '#transformers/serialize_as'

const DONE: Record<FailedMailAction, string> = {
  resend: "E-mail remis dans la file d'envoi.",
  abandon: 'E-mail abandonné : il ne sera pas envoyé.',
}

/*
| e-sidoor's « Envois en échec » (docs/product.md §4): the mails that failed
| or have waited too long, with Renvoyer (once) and Abandonner; esi with
| droit admin only (route guard `manageMailDeliveries`). The rules live in
| app/services/platform/failed_mails.ts and failed_mail_actions.ts.
*/
export default class EsidoorFailedMailsController {
  async index({ inertia, request }: HttpContext) {
    const filters = await readListQuery(failedMailsQueryValidator, request.qs())
    return inertia.render('esidoor/failed_mails', {
      mails: paginated(await FailedMails.page(filters), serializeAs(FailedMailTransformer)),
      filters: echoFilters(filters, ['search', 'status', 'kind'] as const),
      kinds: MAIL_KINDS.map((kind) => ({ value: kind, label: MAIL_KIND_LABELS[kind] })),
      waitingHours: WAITING_TOO_LONG.hours,
    })
  }

  async resend(ctx: HttpContext) {
    return act(ctx, 'resend')
  }

  async abandon(ctx: HttpContext) {
    return act(ctx, 'abandon')
  }
}

/**
 * Does it, then back to the list (its page and filters kept). A refused one
 * changed nothing: FailedMailActions throws a Refusal (409, 503 when the
 * queue is down), which the handler answers. A missing id is a 404.
 */
async function act(ctx: HttpContext, action: FailedMailAction) {
  const { auth, params, session } = ctx
  await FailedMailActions[action](Number(params.id), auth.getUserOrFail(), originOf(ctx))
  if (isJsonRequest(ctx)) return { message: DONE[action] }
  session.flash('success', DONE[action])
  return backWithin(ctx, urlFor('esidoor.failed_mails'))
}
