import type { HttpContext } from '@adonisjs/core/http'
import { contactDoublons, societeDoublons } from '#services/data_tools/doublons'
import { contactProbeValidator, societeProbeValidator } from '#validators/doublons'

/*
| The duplicate warning of the contact and société forms (docs/product.md,
| "Doublons"): POST, so what is typed (e-mails, phone numbers) stays out of
| URLs and access logs. Only the caller's own live records are compared.
*/
export default class ApiDoublonsController {
  async contacts({ auth, bouncer, request }: HttpContext) {
    await bouncer.with('ContactPolicy').authorize('create')
    const { except, ...probe } = await request.validateUsing(contactProbeValidator)
    const user = auth.getUserOrFail()
    return { doublons: await contactDoublons(user, probe, except ?? undefined) }
  }

  async societes({ auth, bouncer, request }: HttpContext) {
    await bouncer.with('SocietePolicy').authorize('create')
    const { except, ...probe } = await request.validateUsing(societeProbeValidator)
    const user = auth.getUserOrFail()
    return { doublons: await societeDoublons(user, probe, except ?? undefined) }
  }
}
