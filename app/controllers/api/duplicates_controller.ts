import vine from '@vinejs/vine'
import type { HttpContext } from '@adonisjs/core/http'
import { contactDuplicates, societeDuplicates } from '#services/duplicates'

/* What a form sends while it is typed: short strings, all optional; `except` is the record being edited. */
const text = (max: number) => vine.string().trim().maxLength(max).nullable().optional()
const id = () => vine.number().withoutDecimals().min(1).max(999_999_999).nullable().optional()

const contactProbeValidator = vine.create({
  email: text(254),
  telephone: text(30),
  mobile: text(30),
  prenom: text(80),
  nom: text(80),
  societeId: id(),
  except: id(),
})

const societeProbeValidator = vine.create({
  siret: text(20),
  nom: text(150),
  except: id(),
})

/*
| The duplicate warning of the contact and société forms (docs/product.md,
| "Doublons"): POST, so what is typed (e-mails, phone numbers) stays out of
| URLs and access logs. Only the caller's own live records are compared.
*/
export default class DuplicatesController {
  async contacts({ auth, bouncer, request }: HttpContext) {
    await bouncer.with('ContactPolicy').authorize('create')
    const { except, ...probe } = await request.validateUsing(contactProbeValidator)
    const user = auth.getUserOrFail()
    return { doublons: await contactDuplicates(user, probe, except ?? undefined) }
  }

  async societes({ auth, bouncer, request }: HttpContext) {
    await bouncer.with('SocietePolicy').authorize('create')
    const { except, ...probe } = await request.validateUsing(societeProbeValidator)
    const user = auth.getUserOrFail()
    return { doublons: await societeDuplicates(user, probe, except ?? undefined) }
  }
}
