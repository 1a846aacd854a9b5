import type { HttpContext } from '@adonisjs/core/http'
import PageTexte from '#models/page_texte'
import { publicOffres } from '#services/emplois/public_offres'
import OffreTransformer from '#transformers/offre_transformer'
import { serializeAs } from '#transformers/serialize_as'

/** How many of the latest public offers the landing page shows. */
const LATEST_OFFRES = 3

export default class HomeController {
  /** The landing page: the admin-edited texts (sanitised HTML) and the latest public offers. */
  async show({ inertia }: HttpContext) {
    const [textes, offres] = await Promise.all([
      PageTexte.contents(['accueil.titre', 'accueil.intro']),
      publicOffres()
        .orderBy('offres.published_at', 'desc')
        .orderBy('offres.id', 'desc')
        .limit(LATEST_OFFRES),
    ])
    return inertia.render('welcome', {
      titre: textes['accueil.titre'],
      intro: textes['accueil.intro'],
      offres: offres.map(serializeAs(OffreTransformer, 'forPublicList')),
    })
  }
}
