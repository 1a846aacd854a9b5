import app from '@adonisjs/core/services/app'
import { type HttpContext, ExceptionHandler } from '@adonisjs/core/http'
import { errors as vineErrors } from '@vinejs/vine'
import { isJsonRequest } from '#controllers/support/request_kind'
import { backWithin, sectionOf } from '#controllers/support/redirect_back'
import { Refusal } from '#exceptions/refusal'
import {
  loggableDatabaseError,
  uniqueViolationAsFieldError,
} from '#services/platform/database_errors'
import { refuseBody } from '#middleware/request_limits_middleware'

/* Status → French message for JSON answers (pages carry their own wording). */
const MESSAGES: Record<number, string> = {
  400: 'Requête invalide.',
  401: 'Authentification requise.',
  403: 'Accès refusé.',
  404: 'Page introuvable.',
  413: 'Requête trop volumineuse.',
  415: "Ce type d'envoi n'est pas accepté.",
  419: 'Session expirée ou jeton de sécurité invalide.',
  429: 'Trop de requêtes. Veuillez patienter.',
  500: 'Erreur interne du serveur.',
  503: 'Service indisponible.',
}
const PAGE_STATUSES = [400, 401, 403, 404, 500, 503]

/* For the rare failures before the Inertia middleware runs (server-level middleware). */
const FALLBACK_PAGES: Record<number, { title: string; text: string }> = {
  400: {
    title: 'Requête invalide',
    text: "La requête envoyée n'a pas pu être comprise par le serveur.",
  },
  403: {
    title: 'Accès refusé',
    text: "Vous n'avez pas les droits nécessaires pour accéder à cette page.",
  },
  404: { title: 'Page introuvable', text: "La page demandée n'existe pas ou a été déplacée." },
  500: {
    title: 'Erreur interne du serveur',
    text: 'Une erreur inattendue est survenue. Veuillez réessayer plus tard.',
  },
  503: { title: 'Service indisponible', text: 'Le service est momentanément indisponible.' },
}

type ErrorLike = { status?: number; code?: string; message?: string }
type HttpError = Parameters<ExceptionHandler['renderValidationErrorAsHTML']>[0]

/* Typed secrets never go back into the session as "old input". */
const SECRET_FIELDS = [
  '_csrf',
  '_method',
  'password',
  'passwordConfirmation',
  'currentPassword',
  'token',
]

export default class HttpExceptionHandler extends ExceptionHandler {
  /** Stack traces only on a developer's machine, never in production or tests. */
  protected debug = !app.inProduction && !app.inTest
  /* Refusals the app answers on purpose are not incidents: keep them out of the error log. */
  protected ignoreStatuses = [400, 401, 403, 404, 413, 415, 419, 422, 429]
  protected renderStatusPages = !this.debug
  protected statusPages = {
    '400..599': (error: HttpError, { view }: HttpContext) => {
      const status = FALLBACK_PAGES[error.status] ? error.status : error.status >= 500 ? 500 : 400
      return view.render('errors/fallback', { status, ...FALLBACK_PAGES[status] })
    },
  }

  async handle(error: unknown, ctx: HttpContext) {
    if (error instanceof Refusal) return this.#refuse(error, ctx)

    /* Two submissions of one unique value at once: the loser gets the form's field error. */
    const lostRace = uniqueViolationAsFieldError(error)
    if (lostRace) return super.handle(lostRace, ctx)

    const err = (error ?? {}) as ErrorLike

    if (err.code === 'E_BAD_CSRF_TOKEN') return this.#csrfFailure(ctx)

    /* Validation errors and login redirects of pages keep the framework's own handling. */
    const status = this.#statusOf(err)
    if (err.code === 'E_VALIDATION_ERROR') return super.handle(error, ctx)
    if (err.code === 'E_UNAUTHORIZED_ACCESS' && !isJsonRequest(ctx)) return super.handle(error, ctx)

    /* A body too large (chunked past the limit) or of a type no route reads: a short answer, as before the router. */
    if (status === 413 || status === 415) return refuseBody(ctx, status, MESSAGES[status])

    if (isJsonRequest(ctx)) {
      return ctx.response.status(status).json({ message: MESSAGES[status] ?? err.message })
    }
    /* Too many tries from a form (reset link, resend): back to the form with the reason. */
    if (status === 429 && ctx.session) {
      ctx.session.flash('error', err.message ?? MESSAGES[429])
      return ctx.response.redirect().back()
    }

    const page = PAGE_STATUSES.includes(status) ? status : status >= 500 ? 500 : 400
    const showDebug = this.debug && status >= 500
    if (!showDebug && ctx.inertia) {
      const rendered = await ctx.inertia.render('errors/error', { status: page })
      return ctx.response.status(status).send(rendered)
    }
    return super.handle(error, ctx)
  }

  /** A lost unique race is a refusal, not an incident; no statement or bound value is ever logged. */
  async report(error: unknown, ctx: HttpContext) {
    if (error instanceof Refusal || uniqueViolationAsFieldError(error)) return
    return super.report(loggableDatabaseError(error) ?? error, ctx)
  }

  /** Form errors go back to the form under each field; JSON callers get them with a 422. */
  async renderValidationErrorAsHTML(error: HttpError, ctx: HttpContext) {
    if (!ctx.session) return super.renderValidationErrorAsHTML(error, ctx)
    this.#flashFieldErrors(error, ctx)
    return ctx.response.redirect('back', true)
  }

  /**
   * A Refusal (app/exceptions/refusal.ts): JSON callers get its status and
   * `{ message, errors? }`; pages its fields under the form's fields and its
   * toast, then `backTo` or back: a form to itself (as VineJS errors), a
   * button within its section (a list keeps its page and filters; without
   * a Referer from there, the section's page). Inertia makes the redirect of
   * a PUT/PATCH/DELETE a 303.
   */
  #refuse(refusal: Refusal, ctx: HttpContext) {
    const { session, response } = ctx
    if (isJsonRequest(ctx) || !session) {
      const errors = refusal.fields ? { errors: refusal.errors } : {}
      return response.status(refusal.status).json({ message: refusal.message, ...errors })
    }
    if (refusal.fields) {
      this.#flashFieldErrors(new vineErrors.E_VALIDATION_ERROR(refusal.errors), ctx)
    }
    const toast = refusal.fields ? refusal.toast : refusal.message
    if (toast) session.flash('error', toast)
    if (refusal.backTo) return response.redirect(refusal.backTo)
    if (refusal.fields) return response.redirect('back', true)
    return backWithin(ctx, sectionOf(ctx.request.url()))
  }

  /** The reasons under the form's fields, and the typed values (secrets aside) for plain forms. */
  #flashFieldErrors(error: HttpError, ctx: HttpContext) {
    ctx.session.flashValidationErrors(error, false)
    ctx.session.flashErrors({ [String(error.code)]: 'Le formulaire contient des erreurs.' })
    if (!ctx.request.header('x-inertia')) ctx.session.flashExcept(SECRET_FIELDS)
  }

  #statusOf(err: ErrorLike) {
    if (err.code === 'E_ROUTE_NOT_FOUND' || err.code === 'E_ROW_NOT_FOUND') return 404
    if (err.code === 'E_AUTHORIZATION_FAILURE') return 403
    return typeof err.status === 'number' && err.status >= 400 ? err.status : 500
  }

  /**
   * A missing or bad CSRF token: JSON calls and Inertia visits get 419 (the
   * client then sends the person to /login); a plain form post goes back
   * with a French message.
   */
  #csrfFailure(ctx: HttpContext) {
    if (isJsonRequest(ctx) || ctx.request.header('x-inertia')) {
      return ctx.response.status(419).json({ message: MESSAGES[419] })
    }
    ctx.session?.flash('error', 'La page a expiré. Veuillez réessayer.')
    return ctx.response.redirect().back()
  }
}
