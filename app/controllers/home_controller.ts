import type { HttpContext } from '@adonisjs/core/http'
import PageTexte from '#models/page_texte'

export default class HomeController {
  /** The landing page shows the admin-edited texts (sanitised HTML). */
  async show({ inertia }: HttpContext) {
    const textes = await PageTexte.contents(['accueil.titre', 'accueil.intro'])
    return inertia.render('welcome', {
      titre: textes['accueil.titre'],
      intro: textes['accueil.intro'],
    })
  }
}
