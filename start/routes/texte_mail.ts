/*
| "Envoyer un e-mail" to a contact (docs/product.md, "Activité"): the compose
| page and the send. Same audience as the contacts module; droit "lecteur"
| gets 403 on both (app/controllers/texte_mails_controller.ts). The send
| also needs an account the school validated (`sendMailOutside`): the page
| says why before the click, the post is refused (403) with nothing queued.
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { recordId } from '#start/routes/matchers'

const TexteMailsController = () => import('#controllers/texte_mails_controller')

router
  .group(() => {
    router.get('/:id/email', [TexteMailsController, 'create']).as('email').where('id', recordId)
    router
      .post('/:id/email', [TexteMailsController, 'store'])
      .as('email.send')
      .where('id', recordId)
      .use(middleware.can({ ability: 'sendMailOutside' }))
  })
  .prefix('/app/contacts')
  .as('contacts')
  .use([
    middleware.auth(),
    middleware.verified(),
    middleware.can({ ability: 'useContactsAndOffres' }),
  ])
