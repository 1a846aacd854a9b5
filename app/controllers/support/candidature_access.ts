import type { HttpContext } from '@adonisjs/core/http'
import Candidature from '#models/candidature'
import Texte from '#models/texte'
import { readListQuery } from '#validators/list_query'
import { candidatureReponseQueryValidator } from '#validators/candidature_inbox'
import { lastReponseOf, preselected, reponseDraft } from '#services/candidatures/reponses'
import { mailRefusalOf } from '#controllers/support/mail_refusal'

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

/** The caller's « Candidats » templates (theirs and the shared ones), by name: a reply uses no other. */
export function usableTextes(ctx: HttpContext) {
  return Texte.query()
    .apply((scopes) => {
      scopes.readableBy(ctx.auth.getUserOrFail())
      scopes.ofCategorie('candidats')
    })
    .orderBy('texte_modeles.nom', 'asc')
    .orderBy('texte_modeles.id', 'asc')
}

/**
 * "Répondre au candidat" on an application's page, at every statut: the
 * « Candidats » templates to choose from, the one chosen (`?texte=`, else
 * the one the statut calls for: « Réponse négative » once refused…, else
 * none), what it says to this candidate, the latest reply sent (when, from
 * which template, whether it left), and why the account may not send
 * (`refusal`: not validated by the school).
 */
export async function reponseProps(ctx: HttpContext, candidature: Candidature) {
  const user = ctx.auth.getUserOrFail()
  const { texte: asked } = await readListQuery(candidatureReponseQueryValidator, ctx.request.qs())
  const [textes, derniere, refusal] = await Promise.all([
    usableTextes(ctx),
    lastReponseOf(candidature),
    mailRefusalOf(ctx.bouncer),
  ])
  const chosen =
    textes.find((texte) => texte.id === asked) ?? preselected(textes, candidature.statut, user)
  if (chosen) await candidature.offre.load('societe')
  return {
    textes: textes.map((texte) => ({ id: texte.id, nom: texte.nom })),
    texteId: chosen?.id ?? null,
    draft: chosen ? reponseDraft(user, candidature, chosen) : null,
    derniere,
    refusal,
  }
}
