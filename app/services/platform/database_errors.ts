/*
| Database errors as the app answers and logs them. Knex puts the failing
| statement in the message (with its values inlined on SQLite: password
| hashes, e-mails, session epochs…), and PostgreSQL adds the values in
| `detail`: neither may reach a log line or a person.
*/
import { errors } from '@vinejs/vine'

type DatabaseError = {
  code?: string
  constraint?: string
  message?: string
}

/* A unique index a form can run into, the field it guards and the French refusal. */
const UNIQUE_FIELDS: { index: string; sqlite: string; field: string; message: string }[] = [
  {
    index: 'users_email_unique',
    sqlite: 'users.email',
    field: 'email',
    message: 'Cette adresse e-mail est déjà utilisée.',
  },
  {
    index: 'societes_user_id_siret_unique',
    sqlite: 'societes.user_id, societes.siret',
    field: 'siret',
    message: 'Ce SIRET est déjà utilisé par une de vos sociétés.',
  },
  {
    index: 'texte_modeles_user_nom_live_unique',
    sqlite: "index 'texte_modeles_user_nom_live_unique'",
    field: 'nom',
    message: 'Vous avez déjà un texte portant ce nom.',
  },
]

function asDatabaseError(error: unknown): DatabaseError | null {
  if (!error || typeof error !== 'object') return null
  const { code } = error as DatabaseError
  const isDatabase =
    typeof code === 'string' && (code.startsWith('SQLITE_') || /^[0-9A-Z]{5}$/.test(code))
  return isDatabase ? (error as DatabaseError) : null
}

/** Whether a failed write ran into a unique index (any), on SQLite or PostgreSQL. */
export function isUniqueViolation(error: unknown) {
  const database = asDatabaseError(error)
  if (!database) return false
  return database.code === '23505' || /UNIQUE constraint failed/.test(database.message ?? '')
}

/** The unique index a failed write ran into, or null. */
function violatedIndex(error: unknown) {
  const database = asDatabaseError(error)
  if (!database) return null
  if (database.code === '23505') {
    return UNIQUE_FIELDS.find((entry) => entry.index === database.constraint) ?? null
  }
  const failed = /UNIQUE constraint failed: (.+)$/m.exec(database.message ?? '')?.[1]
  return failed ? (UNIQUE_FIELDS.find((entry) => entry.sqlite === failed.trim()) ?? null) : null
}

/**
 * A lost race on a unique value (two submissions at once; the validator's
 * check passed for both) as the validation error the form would have shown.
 */
export function uniqueViolationAsFieldError(error: unknown) {
  const entry = violatedIndex(error)
  if (!entry) return null
  return new errors.E_VALIDATION_ERROR([
    { field: entry.field, message: entry.message, rule: 'database.unique' },
  ])
}

/**
 * What the log may say of a database error: its code, constraint and the
 * driver's own words, without the statement or any bound value.
 */
export function loggableDatabaseError(error: unknown) {
  const database = asDatabaseError(error)
  if (!database) return null
  const driverMessage = (database.message ?? '').split(' - ').pop() ?? ''
  const safe = new Error(driverMessage.replace(/\(.*\)=\(.*\)/g, '(…)=(…)'))
  safe.name = 'DatabaseError'
  return Object.assign(safe, { code: database.code, constraint: database.constraint })
}
