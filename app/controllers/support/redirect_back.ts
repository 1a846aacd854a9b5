import type { HttpContext } from '@adonisjs/core/http'

/**
 * Back to the page the form was sent from when it lies within `area` (so a
 * list keeps its page, search and filters after a delete or restore), else
 * to `area` itself. Only the Referer's path is kept, so the redirect always
 * stays on this site.
 */
export function backWithin({ request, response }: HttpContext, area: string) {
  const referrer = URL.parse(request.header('referer') ?? '')
  const inside =
    referrer && (referrer.pathname === area || referrer.pathname.startsWith(`${area}/`))
  return response.redirect(inside ? `${referrer.pathname}${referrer.search}` : area)
}

/**
 * The part of the site a request belongs to: `/app/<records>` in the back
 * office (`/app/offres`, `/app/company`…), else its first segment
 * (`/dashboard-pro`, `/profile`…). Each is a page: the list, the area's home.
 */
export function sectionOf(path: string) {
  const [first = '', second] = path.split('/').filter(Boolean)
  return first === 'app' && second ? `/app/${second}` : `/${first}`
}

/** Whether the form was sent from the page at `path` (the Referer's path; its query aside). */
export function cameFrom({ request }: HttpContext, path: string) {
  return URL.parse(request.header('referer') ?? '')?.pathname === path
}

/** A success toast, then back within `area` (a list after a delete, a bulk action…). */
export function flashBack(ctx: HttpContext, message: string, area: string) {
  ctx.session.flash('success', message)
  return backWithin(ctx, area)
}

/** Pages an interaction can be logged or changed from (a record's page, the dashboard). */
const RECORD_PAGES = /^\/(app\/(contacts|company|offres)\/\d+(\/edit)?|dashboard)$/

/** Back to the record page or dashboard the form was sent from, else to `fallback`. */
export function backToRecord({ request, response }: HttpContext, fallback: string) {
  const referrer = URL.parse(request.header('referer') ?? '')
  return response.redirect(
    referrer && RECORD_PAGES.test(referrer.pathname) ? referrer.pathname : fallback
  )
}
