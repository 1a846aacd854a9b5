import { DateTime } from 'luxon'
import { BaseSeeder } from '@adonisjs/lucid/seeders'
import User from '#models/user'

/*
| Demo accounts of SPEC §7, all verified, password "motdepasse". Runs on every
| `npm run dev` and does nothing once the demo data exists.
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
    if (await User.findBy('email', DEMO_ACCOUNTS[0].email)) return

    for (const account of DEMO_ACCOUNTS) {
      await User.create({ ...account, password: DEMO_PASSWORD, emailVerifiedAt: DateTime.now() })
    }
  }
}
