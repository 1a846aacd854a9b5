import type { HttpContext } from '@adonisjs/core/http'
import * as EsidoorStats from '#services/dashboards/esidoor_stats'
import { prosQuery } from '#services/dashboards/pro_directory'
import { PER_PAGE, echoFilters, paginated } from '#services/records/list_query'
import { readListQuery } from '#validators/list_query'
import { proListValidator } from '#validators/esidoor'
import UserTransformer from '#transformers/user_transformer'
import { serializeAs } from '#transformers/serialize_as'

/** e-sidoor's home (docs/product.md §4 dashboard_pro): platform counters and the professionals. */
export default class EsidoorDashboardController {
  async show({ inertia, request, bouncer }: HttpContext) {
    const filters = await readListQuery(proListValidator, request.qs())
    const [pros, { societes, contacts, offres }, enLigne, signups, page] = await Promise.all([
      EsidoorStats.pros(),
      EsidoorStats.records(),
      EsidoorStats.publicOffres(),
      EsidoorStats.signups(30),
      prosQuery(filters).paginate(filters.page ?? 1, PER_PAGE),
    ])
    return inertia.render('esidoor/dashboard', {
      counters: { pros, societes, contacts, offres, enLigne, inscriptions: signups.total },
      signups: signups.perDay,
      pros: paginated(page, serializeAs(UserTransformer, 'forEsidoorList')),
      filters: echoFilters(filters, ['search', 'sort', 'order'] as const),
      can: {
        viewSecurityLog: await bouncer.allows('viewSecurityLog'),
        approveEmployers: await bouncer.allows('approveEmployers'),
        manageMailDeliveries: await bouncer.allows('manageMailDeliveries'),
      },
    })
  }
}
