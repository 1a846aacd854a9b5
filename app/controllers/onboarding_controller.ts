import type { HttpContext } from '@adonisjs/core/http'
import * as Onboarding from '#services/dashboards/onboarding'
import { onboardingValidator } from '#validators/onboarding'

/**
 * "Masquer" on the dashboard's "Premiers pas" checklist: kept on the account
 * (every device), as a preference of one's own, not a record (so droit
 * lecteur may too, though it has no checklist).
 */
export default class OnboardingController {
  async update({ auth, request, response }: HttpContext) {
    const { dismissed } = await request.validateUsing(onboardingValidator)
    await Onboarding.dismiss(auth.getUserOrFail(), dismissed)
    return response.redirect().toRoute('dashboard')
  }
}
