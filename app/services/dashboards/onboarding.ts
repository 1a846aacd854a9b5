import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import type User from '#models/user'
import { writeRecords } from '#abilities/main'
import * as TwoFactor from '#services/accounts/two_factor'

/*
| The dashboard's "Premiers pas" checklist (docs/product.md §4): what a new
| account does first, each step ticked from the user's real data. Which steps
| a person sees follows what their role may do (docs/product.md §1):
| - role pro or esi (contacts and offres), droit standard or admin: the five;
| - no role (visiteur), not lecteur: the profile, a société and an import
|   (of sociétés: the only records such an account may create);
| - droit lecteur: none (a read-only account adds nothing).
| The checklist is gone once every step is done, or once hidden ("Masquer",
| `users.onboarding_dismissed_at`). One indexed "exists" query per step.
*/

export const ONBOARDING_STEPS = ['profil', 'societe', 'contact', 'offre', 'import'] as const
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number]

/** A name with a first and a last name: two words at least. */
const fullNameGiven = (user: User) => user.fullName.trim().split(/\s+/).length >= 2

/**
 * The profile is complete when it has a first and a last name and two-factor
 * sign-in is on (the address is verified already: the dashboard needs it).
 */
export function profileMissing(user: User) {
  const missing: ('nom' | 'double_authentification')[] = []
  if (!fullNameGiven(user)) missing.push('nom')
  if (!TwoFactor.isEnabled(user)) missing.push('double_authentification')
  return missing
}

type Query = DatabaseQueryBuilderContract

/** Whether one of the user's rows of `table` matches (a live row unless told). */
async function hasAny(table: string, user: User, narrow?: (query: Query) => void) {
  const query = db.from(table).where('user_id', user.id).select('id').limit(1)
  narrow?.(query)
  const rows = await query
  return rows.length > 0
}

const live = (query: Query) => query.whereNull('deleted_at')

const DONE: Record<Exclude<OnboardingStep, 'profil'>, (user: User) => Promise<boolean>> = {
  societe: (user) => hasAny('societes', user, live),
  contact: (user) => hasAny('contacts', user, live),
  /* Published once (still online or closed since), not in the trash. */
  offre: (user) => hasAny('offres', user, (q) => live(q).whereNotNull('published_at')),
  /* An import run to its end (undone later or not): the import history. */
  import: (user) => hasAny('imports', user, (q) => q.whereIn('status', ['done', 'undone'])),
}

/** The steps `user` may take, in order (see above). */
export function stepsFor(user: User): OnboardingStep[] {
  /* Droit "lecteur" and a refused account change nothing: no steps to take. */
  if (!writeRecords.original(user)) return []
  if (user.role === 'pro' || user.role === 'esi') return [...ONBOARDING_STEPS]
  return ['profil', 'societe', 'import']
}

export type Checklist = {
  steps: { key: OnboardingStep; done: boolean }[]
  /** What the profile lacks, when its step is not done. */
  profileMissing: ReturnType<typeof profileMissing>
  /** Whether imports are of contacts (pro tools) or of sociétés only. */
  importKind: 'contacts' | 'societes'
}

/** The checklist to show, or null: hidden, nothing to do for the role, or every step done. */
export async function checklistOf(user: User): Promise<Checklist | null> {
  const keys = stepsFor(user)
  if (user.onboardingDismissedAt || keys.length === 0) return null
  const missing = profileMissing(user)
  const steps = await Promise.all(
    keys.map(async (key) => ({
      key,
      done: key === 'profil' ? missing.length === 0 : await DONE[key](user),
    }))
  )
  if (steps.every((step) => step.done)) return null
  return {
    steps,
    profileMissing: missing,
    importKind: user.role === 'pro' || user.role === 'esi' ? 'contacts' : 'societes',
  }
}

/** "Masquer" (dismissed) or shown again. */
export async function dismiss(user: User, dismissed: boolean) {
  user.onboardingDismissedAt = dismissed ? DateTime.now() : null
  await user.save()
}
