import type { HttpContext } from '@adonisjs/core/http'
import { errors } from '@vinejs/vine'
import { urlFor } from '@adonisjs/core/services/url_builder'
import type Offre from '#models/offre'
import { OffreIncompleteError, OffreRefusedError } from '#services/records/offre_workflow'
import { isJsonRequest } from '#controllers/support/request_kind'
import { backWithin } from '#controllers/support/redirect_back'

/*
| How the offres controller answers a step the workflow refuses (publish,
| close, duplicate, edit): a toast and back, the form with field errors, or
| a 422 for JSON callers. Nothing is written when a step is refused.
*/

const list = () => urlFor('offres.index')

/** A refused step or action: back with the reason as a toast, or a 422 with it for JSON. */
export function refuse(ctx: HttpContext, message: string) {
  if (isJsonRequest(ctx)) return ctx.response.unprocessableEntity({ message })
  ctx.session.flash('error', message)
  return backWithin(ctx, list())
}

/** What publication lacks, as VineJS field errors (shown under the fields of the form sent). */
export function asFieldErrors(error: unknown): never {
  if (!(error instanceof OffreIncompleteError)) throw error
  throw new errors.E_VALIDATION_ERROR(error.fields.map((gap) => ({ ...gap, rule: 'publication' })))
}

/**
 * Publishing from the list or the offer's page an offer that lacks fields:
 * to its form, each reason under its field (JSON: a 422 with them).
 */
function refuseIncomplete(ctx: HttpContext, error: OffreIncompleteError, offre: Offre) {
  if (isJsonRequest(ctx)) {
    return ctx.response.unprocessableEntity({ message: error.message, errors: error.fields })
  }
  ctx.session.flashValidationErrors(new errors.E_VALIDATION_ERROR(error.fields), false)
  ctx.session.flash('error', 'L’offre n’est pas publiée : complétez les champs signalés.')
  return ctx.response.redirect().toRoute('offres.edit', { id: offre.id })
}

/**
 * Runs a workflow step, then answers with `done`. A refused step changes
 * nothing: the page goes back with the reason as a toast (or, for what
 * publishing `offre` lacks, to its form), a JSON caller gets it with a 422.
 */
export async function settle<Result>(
  ctx: HttpContext,
  run: () => Promise<Result>,
  done: (result: Result) => unknown,
  offre?: Offre
) {
  let result: Result
  try {
    result = await run()
  } catch (error) {
    if (!(error instanceof OffreRefusedError)) throw error
    if (offre && error instanceof OffreIncompleteError) return refuseIncomplete(ctx, error, offre)
    return refuse(ctx, error.message)
  }
  return done(result)
}
