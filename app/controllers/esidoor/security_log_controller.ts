import type { HttpContext } from '@adonisjs/core/http'
import User from '#models/user'
import { SECURITY_EVENT_KINDS, SECURITY_EVENT_LABELS } from '#models/security_event'
import * as SecurityLogReader from '#services/accounts/security_log_reader'
import { echoFilters, paginated } from '#services/records/list_query'
import { readListQuery } from '#validators/list_query'
import { securityLogQueryValidator } from '#validators/security_log'
import SecurityEventTransformer from '#transformers/security_event_transformer'
import UserTransformer from '#transformers/user_transformer'
import { serializeAs } from '#transformers/serialize_as'

/*
| e-sidoor's "Journal de sécurité" (docs/product.md §4): every account's
| security events, newest first, 50 a page, by account and by kind; esi
| with droit admin only (route guard `viewSecurityLog`).
*/
export default class EsidoorSecurityLogController {
  async index({ inertia, request }: HttpContext) {
    const filters = await readListQuery(securityLogQueryValidator, request.qs())
    const [page, account] = await Promise.all([
      SecurityLogReader.page(filters),
      filters.user ? User.find(filters.user) : null,
    ])
    return inertia.render('esidoor/security_log', {
      events: paginated(page, serializeAs(SecurityEventTransformer, 'forEsidoor')),
      filters: echoFilters(filters, ['search', 'kind', 'user'] as const),
      /* The account of `?user=`, named above the list (null: none, or deleted). */
      account: account
        ? { ...new UserTransformer(account).forChoice(), email: account.email }
        : null,
      kinds: SECURITY_EVENT_KINDS.map((kind) => ({
        value: kind,
        label: SECURITY_EVENT_LABELS[kind],
      })),
    })
  }
}
