/*
| The first-run wizard (docs/product.md §1): while no account exists, it creates the
| first one as esi + admin + staff, verified. Concurrent attempts go through
| the installation_locks row one at a time (see its migration), so exactly
| one account is ever created this way.
*/
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import User from '#models/user'
import { giveCandidatTextes } from '#services/textes/candidat_textes'

type FirstAccount = { fullName: string; email: string; password: string }

async function noUserYet(client: QueryClientContract) {
  return !(await client.from('users').select('id').first())
}

/** The wizard is open only while the platform has no account at all. */
export function isOpen() {
  return noUserYet(db.connection())
}

/** The new account, or null when the platform already had one (another attempt won). */
export async function createFirstAccount(data: FirstAccount): Promise<User | null> {
  return db.transaction(async (trx) => {
    /* First statement: waits here while another attempt holds the row. */
    await trx
      .table('installation_locks')
      .insert({ id: 1, created_at: trx.raw('CURRENT_TIMESTAMP') })
    const user = (await noUserYet(trx))
      ? await User.create(
          {
            ...data,
            role: 'esi',
            droit: 'admin',
            isStaff: true,
            /* The school itself: nobody else could validate it. */
            approvalStatus: 'validee',
            emailVerifiedAt: DateTime.now(),
            lastLoginAt: DateTime.now(),
          },
          { client: trx }
        )
      : null
    /* Every account starts with its « Candidats » templates (the replies to applications). */
    if (user) await giveCandidatTextes(user.id, trx)
    await trx.from('installation_locks').where('id', 1).delete()
    return user
  })
}
