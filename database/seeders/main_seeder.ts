import { DateTime } from 'luxon'
import { BaseSeeder } from '@adonisjs/lucid/seeders'
import User from '#models/user'
import Societe from '#models/societe'
import { DEMO_SOCIETES } from '#database/demo/societes'

/*
| Demo accounts of SPEC §7, all verified, password "motdepasse", and their
| sociétés. Runs on every `npm run dev`: each part is added only where it is
| missing, so existing data is never duplicated or overwritten.
| Resource issues add their own demo rows in further seeders.
*/
export const DEMO_PASSWORD = 'motdepasse'

export const DEMO_ACCOUNTS = [
  { email: 'esi@example.fr', fullName: 'Élise Martin', role: 'esi', droit: 'admin', isStaff: true },
  { email: 'pro@example.fr', fullName: 'Paul Rousseau', role: 'pro', droit: null, isStaff: false },
  { email: 'pro2@example.fr', fullName: 'Claire Dubois', role: 'pro', droit: null, isStaff: false },
  {
    email: 'lecteur@example.fr',
    fullName: 'Luc Lefèvre',
    role: 'pro',
    droit: 'lecteur',
    isStaff: false,
  },
  {
    email: 'visiteur@example.fr',
    fullName: 'Victor Garnier',
    role: null,
    droit: null,
    isStaff: false,
  },
] as const

export default class MainSeeder extends BaseSeeder {
  async run() {
    for (const account of DEMO_ACCOUNTS) {
      const user =
        (await User.findBy('email', account.email)) ??
        (await User.create({
          ...account,
          password: DEMO_PASSWORD,
          emailVerifiedAt: DateTime.now(),
        }))
      await this.#societes(user)
    }
  }

  /** A demo pro's companies, unless they already have some (even trashed). */
  async #societes(user: User) {
    const societes = DEMO_SOCIETES[user.email]
    if (!societes || (await Societe.findBy('userId', user.id))) return
    await Societe.createMany(societes.map((societe) => ({ ...societe, userId: user.id })))
  }
}
