import type { HttpContext } from '@adonisjs/core/http'
import { useContactsAndOffres } from '#abilities/main'
import * as GlobalSearch from '#services/dashboards/global_search'
import { searchValidator } from '#validators/search'

export default class SearchController {
  /** GET /recherche?q=: results grouped by kind, only what the caller's role may see. */
  async index({ inertia, request, auth, bouncer }: HttpContext) {
    const [, value] = await searchValidator.tryValidate(request.qs())
    const q = value?.q ?? ''
    const user = auth.getUserOrFail()
    const pro = q.length >= 2 && (await bouncer.allows(useContactsAndOffres))
    const groups =
      q.length >= 2
        ? await Promise.all([
            ...(pro
              ? [
                  GlobalSearch.contacts(user, q),
                  GlobalSearch.candidatures(user, q),
                  GlobalSearch.offres(user, q),
                ]
              : []),
            GlobalSearch.societes(user, q),
          ])
        : []
    return inertia.render('recherche', { q, groups })
  }
}
