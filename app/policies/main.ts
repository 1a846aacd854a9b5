/*
| Every Bouncer policy of the app, lazily imported. Add one line per resource.
*/
export const policies = {
  SocietePolicy: () => import('#policies/societe_policy'),
}
