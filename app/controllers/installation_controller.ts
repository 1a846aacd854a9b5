import { errors } from '@adonisjs/core/http'
import type { HttpContext } from '@adonisjs/core/http'
import * as Installation from '#services/platform/installation'
import { installationValidator } from '#validators/access'
import { logIn } from '#controllers/support/sign_in'

/** Once the platform has an account the wizard does not exist: 404, as any unknown page. */
function notFound({ request }: HttpContext): never {
  throw new errors.E_ROUTE_NOT_FOUND([request.method(), request.url()])
}

/** The first-run wizard (docs/product.md §1): creates the first account and signs it in. */
export default class InstallationController {
  async show(ctx: HttpContext) {
    if (!(await Installation.isOpen())) notFound(ctx)
    return ctx.inertia.render('auth/installation', {})
  }

  async store(ctx: HttpContext) {
    const { request, session, response } = ctx
    if (!(await Installation.isOpen())) notFound(ctx)
    const data = await request.validateUsing(installationValidator)
    const user = await Installation.createFirstAccount(data)
    if (!user) notFound(ctx)

    await logIn(ctx, user)
    session.flash('success', 'Installation terminée. Bienvenue sur e-sidoor !')
    return response.redirect().toRoute('dashboard')
  }
}
