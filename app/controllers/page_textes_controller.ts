import type { HttpContext } from '@adonisjs/core/http'
import PageTexte from '#models/page_texte'
import { editPageTextes } from '#abilities/main'
import { pageTexteValidator } from '#validators/page_texte'

/** The "Textes des pages" partial of the profile page (droit admin only). */
export default class PageTextesController {
  async update({ bouncer, params, request, session, response }: HttpContext) {
    await bouncer.authorize(editPageTextes)
    const texte = await PageTexte.findByOrFail('cle', params.cle)
    const data = await request.validateUsing(pageTexteValidator)
    await texte.merge({ titre: data.titre, contenu: data.contenu ?? null }).save()
    session.flash('success', 'Texte mis à jour.')
    return response.redirect().toRoute('profile.edit')
  }
}
