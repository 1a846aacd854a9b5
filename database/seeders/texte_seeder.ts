import { BaseSeeder } from '@adonisjs/lucid/seeders'
import User from '#models/user'
import Texte from '#models/texte'
import { DEMO_TEXTES } from '#database/demo/textes'
import { DEMO_ACCOUNTS } from '#database/seeders/main_seeder'
import { giveCandidatTextes } from '#services/textes/candidat_textes'

/*
| Demo text templates, after the main seeder has created the demo accounts
| (seeders run in file-name order). Like the others, it adds them only to an
| account that has no template yet, so running it again changes nothing.
| Every demo account also gets the « Candidats » templates a new account
| starts with (skipped where their names are taken).
*/
export default class TexteSeeder extends BaseSeeder {
  async run() {
    for (const [email, textes] of Object.entries(DEMO_TEXTES)) {
      const user = await User.findBy('email', email)
      if (!user || (await Texte.findBy('userId', user.id))) continue
      await Texte.createMany(
        textes.map((texte) => ({ ...texte, partage: texte.partage ?? false, userId: user.id }))
      )
    }
    /* After the demo ones: an account with any template is skipped above. */
    for (const { email } of DEMO_ACCOUNTS) {
      const user = await User.findBy('email', email)
      if (user) await giveCandidatTextes(user.id)
    }
  }
}
