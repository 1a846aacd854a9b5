import type { HttpContext } from '@adonisjs/core/http'
import PageTexte from '#models/page_texte'

export default class DashboardController {
  async show({ inertia }: HttpContext) {
    const textes = await PageTexte.contents(['dashboard.message'])
    return inertia.render('dashboard', { message: textes['dashboard.message'] })
  }
}
