import { DateTime } from 'luxon'
import type { HttpContext } from '@adonisjs/core/http'
import { urlFor } from '@adonisjs/core/services/url_builder'
import User from '#models/user'
import { loginValidator } from '#validators/auth'
import PasswordAttempts from '#services/password_attempts'
import ActiveSessions from '#services/active_sessions'
import { fieldError } from '#services/field_error'

export default class SessionController {
  async create({ inertia }: HttpContext) {
    return inertia.render('auth/login', {})
  }

  async store(ctx: HttpContext) {
    const { request, auth, session, response } = ctx
    const { email, password, remember } = await request.validateUsing(loginValidator)

    const attempts = PasswordAttempts.for('login', email, request.ip())
    await attempts.take('email')

    let user: User
    try {
      user = await User.verifyCredentials(email, password)
    } catch {
      fieldError('email', 'Ces identifiants ne correspondent à aucun compte.')
    }
    await attempts.clear()

    /* A fresh session id on login defeats session fixation. */
    session.regenerate()
    await auth.use('web').login(user, !!remember)
    await ActiveSessions.open(ctx, user)
    user.lastLoginAt = DateTime.now()
    await user.save()

    return response.redirect().toIntended(urlFor('dashboard'))
  }

  async destroy({ auth, session, response }: HttpContext) {
    await auth.use('web').logout()
    session.clear()
    session.regenerate()
    return response.redirect().toRoute('home')
  }
}
