import { DateTime } from 'luxon'
import type { HttpContext } from '@adonisjs/core/http'
import User from '#models/user'
import { loginValidator } from '#validators/auth'
import LoginThrottle from '#services/login_throttle'
import SessionEpoch from '#services/session_epoch'
import { fieldError } from '#services/field_error'

export default class SessionController {
  async create({ inertia }: HttpContext) {
    return inertia.render('auth/login', {})
  }

  async store(ctx: HttpContext) {
    const { request, auth, session, response } = ctx
    const { email, password, remember } = await request.validateUsing(loginValidator)

    const throttle = LoginThrottle.for(email, request.ip())
    const wait = await throttle.blockedFor()
    if (wait > 0) {
      fieldError(
        'email',
        `Trop de tentatives de connexion. Réessayez dans ${wait} seconde${wait > 1 ? 's' : ''}.`
      )
    }

    let user: User
    try {
      user = await User.verifyCredentials(email, password)
    } catch {
      await throttle.recordFailure()
      fieldError('email', 'Ces identifiants ne correspondent à aucun compte.')
    }
    await throttle.clear()

    /* A fresh session id on login defeats session fixation. */
    session.regenerate()
    await auth.use('web').login(user, !!remember)
    SessionEpoch.remember(ctx, user)
    user.lastLoginAt = DateTime.now()
    await user.save()

    return response.redirect().toIntended('/dashboard')
  }

  async destroy({ auth, session, response }: HttpContext) {
    await auth.use('web').logout()
    session.clear()
    session.regenerate()
    return response.redirect('/')
  }
}
