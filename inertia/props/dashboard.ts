/*
| The dashboard's "Premiers pas" checklist (app/services/dashboards/onboarding.ts). The
| page's props are checked against the controller's render by the client type
| check, so a step added on the server fails it here until it has a label.
*/
export type OnboardingStep = 'profil' | 'societe' | 'contact' | 'offre' | 'import'

export type Checklist = {
  steps: { key: OnboardingStep; done: boolean }[]
  /** What the profile lacks, when its step is not done. */
  profileMissing: ('nom' | 'double_authentification')[]
  /** Whether "Importer un fichier" imports contacts (pro tools) or sociétés. */
  importKind: 'contacts' | 'societes'
}
