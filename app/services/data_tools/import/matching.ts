import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import { headerKey, siretKey } from '#services/data_tools/import/cells'

/**
 * What the owner has that rows are matched with: contacts by e-mail,
 * sociétés by name (a contact's société) and by SIRET (a société row).
 */
export async function matchingData(user: User) {
  const contacts: { id: number; email: string }[] = await db
    .from('contacts')
    .select('id', 'email')
    .where('user_id', user.id)
    .whereNull('deleted_at')
    .whereNotNull('email')
  const societes: { id: number; nom: string; siret: string | null }[] = await db
    .from('societes')
    .select('id', 'nom', 'siret')
    .where('user_id', user.id)
    .whereNull('deleted_at')
  return {
    emails: new Map(contacts.map((row) => [row.email.toLowerCase(), Number(row.id)])),
    societes: new Map(societes.map((row) => [headerKey(row.nom), Number(row.id)])),
    sirets: new Map(
      societes.filter((row) => row.siret).map((row) => [siretKey(row.siret)!, Number(row.id)])
    ),
  }
}

export type Matching = Awaited<ReturnType<typeof matchingData>>
