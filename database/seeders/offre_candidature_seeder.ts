import { DateTime } from 'luxon'
import { BaseSeeder } from '@adonisjs/lucid/seeders'
import User from '#models/user'
import Offre from '#models/offre'
import Candidature, { CV_TYPES } from '#models/candidature'
import { storeCv } from '#services/candidatures/cv_files'
import { DEMO_CANDIDATURES } from '#database/demo/candidatures'
import { onePagePdf } from '#database/demo/cv_pdf'

/*
| Demo applications on the demo pros' published offers, with their CVs
| stored on the drive like a candidate's (seeders run in file-name order:
| this one after main_seeder, which creates the offers). Like the others, it
| adds them only to an account that has none, so running it again changes
| nothing.
*/
export default class OffreCandidatureSeeder extends BaseSeeder {
  async run() {
    for (const [email, candidatures] of Object.entries(DEMO_CANDIDATURES)) {
      const user = await User.findBy('email', email)
      if (!user || (await Candidature.findBy('userId', user.id))) continue
      const offres = await Offre.query()
        .where('user_id', user.id)
        .where('statut', 'publiee')
        .whereNull('deleted_at')
        .orderBy('id')
      for (const candidature of candidatures) {
        const offre = offres[candidature.offre]
        if (offre) await this.#apply(user, offre, candidature)
      }
    }
  }

  async #apply(user: User, offre: Offre, demo: (typeof DEMO_CANDIDATURES)[string][number]) {
    const { prenom, nom, telephone, message, statut, cv, daysAgo } = demo
    const email = `${fold(demo.prenom)}.${fold(demo.nom)}@example.org`
    const pdf = onePagePdf(`${demo.prenom} ${demo.nom}`, [email, '', ...cv])
    const sentAt = DateTime.now().minus({ days: daysAgo, hours: 3 })
    await Candidature.create({
      prenom,
      nom,
      telephone,
      message,
      statut,
      userId: user.id,
      offreId: offre.id,
      email,
      cvKey: await storeCv(pdf, 'pdf'),
      cvNom: `CV ${demo.prenom} ${demo.nom}.pdf`,
      cvType: CV_TYPES.pdf,
      cvTaille: pdf.length,
      consentAt: sentAt,
      createdAt: sentAt,
    })
  }
}

/** "Inès" → "ines", for a demo address. */
function fold(text: string) {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '')
}
