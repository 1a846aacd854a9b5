import type { HttpContext } from '@adonisjs/core/http'
import Candidature from '#models/candidature'
import TexteModele from '#models/texte_modele'
import { readListQuery } from '#validators/list_query'
import { candidatureReplyQueryValidator } from '#validators/candidature_inbox'
import { replyDraft } from '#services/applications/pipeline'
import { mailRefusalOf } from '#controllers/support/mail_refusal'

/** The template offered first for a refusal: the one so named, when the caller has it. */
const REFUSAL_TEMPLATE = 'Réponse négative'

/** The application of the route, once the policy allows `action` on it (its offer loaded). */
export async function authorizedCandidature(
  { auth, params, bouncer }: HttpContext,
  action: 'view' | 'update'
) {
  const candidature = await Candidature.findOwnedOrFail(auth.getUserOrFail(), params.id)
  await bouncer.with('CandidaturePolicy').authorize(action, candidature)
  await candidature.load('offre')
  return candidature
}

/** The caller's templates (theirs and the shared ones), by name. */
export function usableTextes(ctx: HttpContext) {
  return TexteModele.query()
    .apply((scopes) => scopes.readableBy(ctx.auth.getUserOrFail()))
    .orderBy('texte_modeles.nom', 'asc')
    .orderBy('texte_modeles.id', 'asc')
}

/**
 * "Répondre au candidat" on a refused application's page: the templates to
 * choose from, the one chosen (`?texte=`, else « Réponse négative », else the
 * first), what it says to this candidate, and why the account may not send
 * it (`refusal`: not validated by the school). Null before the refusal.
 */
export async function replyProps(ctx: HttpContext, candidature: Candidature) {
  if (candidature.statut !== 'refusee') return null
  const { texte: asked } = await readListQuery(candidatureReplyQueryValidator, ctx.request.qs())
  const textes = await usableTextes(ctx)
  const chosen =
    textes.find((texte) => texte.id === asked) ??
    textes.find((texte) => texte.nom === REFUSAL_TEMPLATE) ??
    textes[0]
  return {
    textes: textes.map((texte) => ({ id: texte.id, nom: texte.nom })),
    texteId: chosen?.id ?? null,
    draft: chosen ? replyDraft(ctx.auth.getUserOrFail(), candidature, chosen) : null,
    refusal: await mailRefusalOf(ctx.bouncer),
  }
}
