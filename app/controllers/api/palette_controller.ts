import type { HttpContext } from '@adonisjs/core/http'
import { useContactsAndOffres, useTextes } from '#abilities/main'
import * as GlobalSearch from '#services/dashboards/global_search'
import { paletteSearchValidator } from '#validators/search'

/** Below this many characters nothing is searched, as on /recherche. */
const MIN_LENGTH = 2

export default class PaletteController {
  /**
   * GET /api/user/palette?q=: the command palette's live results (Ctrl+K),
   * up to five per kind, the caller's own records only and only the kinds
   * their role may open (docs/product.md §5). A `q` over 100 characters is a 422.
   */
  async index({ request, auth, bouncer }: HttpContext) {
    const { q = '' } = await request.validateUsing(paletteSearchValidator)
    if (q.length < MIN_LENGTH) return { q, groups: [] }
    const user = auth.getUserOrFail()
    const [pro, textes] = await Promise.all([
      bouncer.allows(useContactsAndOffres),
      bouncer.allows(useTextes),
    ])
    /* In the order the palette shows them. */
    const groups = await Promise.all([
      ...(pro
        ? [GlobalSearch.contacts(user, q, 'palette'), GlobalSearch.candidatures(user, q, 'palette')]
        : []),
      GlobalSearch.societes(user, q),
      ...(pro ? [GlobalSearch.offres(user, q, 'palette')] : []),
      ...(textes ? [GlobalSearch.textes(user, q)] : []),
    ])
    return { q, groups }
  }
}
