import type { HttpContext } from '@adonisjs/core/http'

/**
 * Props of a guest page whose form must work before the JavaScript has
 * arrived (a slow phone): the server-rendered form is then sent by the
 * browser itself, a plain POST with the session's CSRF token in its `_csrf`
 * field. After such a POST is refused, the validation handler flashes what
 * was typed (never a password: app/exceptions/handler.ts) and the errors;
 * `old` gives the page back the listed fields.
 *
 * Only these pages get the token (never a shared prop): the public job board
 * may be kept by shared caches, and a token there would be one visitor's
 * token handed to the next. Every page here is `private, no-store`.
 */
export function guestFormProps(ctx: HttpContext, kept: string[] = []) {
  const old: Record<string, string> = {}
  for (const name of kept) {
    const value = ctx.session?.flashMessages.get(name)
    if (typeof value === 'string') old[name] = value
  }
  return { csrfToken: ctx.request.csrfToken, old }
}
