import type { HttpContext } from '@adonisjs/core/http'
import User from '#models/user'
import { registerValidator } from '#validators/auth'
import EmailVerification from '#services/email_verification'
import ActiveSessions from '#services/active_sessions'

export default class RegistrationController {
  async create({ inertia }: HttpContext) {
    return inertia.render('auth/register', {})
  }

  /** New accounts are pros with standard rights, unverified until the link is followed. */
  async store(ctx: HttpContext) {
    const { request, auth, session, response } = ctx
    const data = await request.validateUsing(registerValidator)
    const user = await User.create({ ...data, role: 'pro', droit: null, isStaff: false })

    await EmailVerification.send(user)
    session.regenerate()
    await auth.use('web').login(user)
    await ActiveSessions.open(ctx, user)
    session.flash('success', 'Bienvenue ! Un lien de confirmation vous a été envoyé par e-mail.')
    return response.redirect().toRoute('dashboard')
  }
}
