import type { HttpContext } from '@adonisjs/core/http'
import { useContactsAndOffres } from '#abilities/main'
import * as OverviewFigures from '#services/dashboards/overview_figures'

/** The side overlay's figures (JSON), read when the panel opens: the caller's own records only. */
export default class OverviewController {
  async show({ auth, bouncer }: HttpContext) {
    const pro = await bouncer.allows(useContactsAndOffres)
    return OverviewFigures.of(auth.getUserOrFail(), pro)
  }
}
