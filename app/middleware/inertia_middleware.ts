import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import BaseInertiaMiddleware from '@adonisjs/inertia/inertia_middleware'
import { appName, appVersion } from '#config/app'
import { serializeUser } from '#transformers/user_transformer'
import PageTexte from '#models/page_texte'
import { dueCountOf } from '#services/activite/relances'
import * as ProApproval from '#services/accounts/pro_approval'
import { accountRefusal } from '#services/offres/offre_workflow'
import { newCountOf } from '#services/candidatures/pipeline'
import * as FailedMails from '#services/platform/failed_mails'

const FLASH_KINDS = ['success', 'error', 'info', 'warning'] as const

/**
 * A signed-in page is kept in the browser's history encrypted (a key in the
 * tab's sessionStorage); any page shown to a visitor without a session (after
 * logout, an expired session, a deleted account) drops that key, so Back
 * cannot show a previous signed-in page from the history: Inertia asks the
 * server again, which sends the visitor to the login page. Runs while the page
 * object is built (shared props are resolved before its history flags).
 */
function keepHistoryPrivate(ctx: HttpContext, signedIn: boolean) {
  if (signedIn) ctx.inertia.encryptHistory()
  else ctx.inertia.clearHistory()
}

/** Props every page receives, and the flash messages shown as toasts. */
export default class InertiaMiddleware extends BaseInertiaMiddleware {
  async share(ctx: HttpContext) {
    const user = ctx.auth?.user
    keepHistoryPrivate(ctx, !!user)
    /* The footer must never be what breaks a page (e.g. the error page while the database is down). */
    const textes = await PageTexte.contents(['footer.mentions']).catch(() => ({
      'footer.mentions': '',
    }))
    return {
      appName,
      appVersion,
      footerMentions: textes['footer.mentions'],
      errors: ctx.inertia.always(this.getValidationErrors(ctx)),
      user: user ? serializeUser(user) : null,
      /* The bell's number: follow-ups due today or overdue ("À relancer"). */
      relances: user ? await dueCountOf(user).catch(() => 0) : 0,
      /* New applications beside « Candidatures » in the sidebar and in the bell (pro tools only). */
      candidaturesNouvelles:
        user && (user.role === 'pro' || user.role === 'esi')
          ? await newCountOf(user).catch(() => 0)
          : null,
      /*
       * Employer approval: the header's banner while the school has not validated the
       * account, and why « Publier » is disabled on every page that shows one.
       */
      accountApproval:
        user && user.approvalStatus !== 'validee'
          ? {
              status: user.approvalStatus,
              reason: user.approvalReason,
              publishRefusal: accountRefusal(user),
            }
          : null,
      /* "Employeurs à valider" beside e-sidoor in the sidebar: esi admins only, one indexed count. */
      pendingEmployers:
        user?.role === 'esi' && user.droit === 'admin'
          ? await ProApproval.pendingCount().catch(() => 0)
          : null,
      /* « Envois en échec » beside e-sidoor in the sidebar: esi admins only, one indexed count. */
      failedMails:
        user?.role === 'esi' && user.droit === 'admin'
          ? await FailedMails.count().catch(() => 0)
          : null,
    }
  }

  flash(ctx: HttpContext) {
    const messages: Partial<Record<(typeof FLASH_KINDS)[number], string>> = {}
    for (const kind of FLASH_KINDS) {
      const value = ctx.session?.flashMessages.get(kind)
      if (typeof value === 'string') messages[kind] = value
    }
    return messages
  }

  async handle(ctx: HttpContext, next: NextFn) {
    await this.init(ctx)
    const output = await next()
    this.dispose(ctx)
    return output
  }
}

declare module '@adonisjs/inertia/types' {
  type MiddlewareSharedProps = InferSharedProps<InertiaMiddleware>
  export interface SharedProps extends MiddlewareSharedProps {}
}
