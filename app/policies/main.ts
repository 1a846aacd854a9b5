/*
| Every Bouncer policy of the app, lazily imported. Add one line per resource.
*/
export const policies = {
  SocietePolicy: () => import('#policies/societe_policy'),
  ContactPolicy: () => import('#policies/contact_policy'),
  OffrePolicy: () => import('#policies/offre_policy'),
  TextePolicy: () => import('#policies/texte_policy'),
  InteractionPolicy: () => import('#policies/interaction_policy'),
  CandidaturePolicy: () => import('#policies/candidature_policy'),
}
