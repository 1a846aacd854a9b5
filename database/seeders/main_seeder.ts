import { DateTime } from 'luxon'
import { BaseSeeder } from '@adonisjs/lucid/seeders'
import User from '#models/user'
import Societe from '#models/societe'
import { DEMO_SOCIETES } from '#database/demo/societes'
import Contact from '#models/contact'
import { DEMO_CONTACTS } from '#database/demo/contacts'
import Offre from '#models/offre'
import { DEMO_OFFRES, offreAttributes } from '#database/demo/offres'
import Interaction from '#models/interaction'
import * as TwoFactor from '#services/accounts/two_factor'

/*
| Demo accounts of docs/product.md §7, all verified, password "motdepasse", and their
| sociétés. Runs on every `npm run dev`: each part is added only where it is
| missing, so existing data is never duplicated or overwritten.
| Resource issues add their own demo rows in further seeders.
*/
export const DEMO_PASSWORD = 'motdepasse'

/** The esi demo account's two-factor secret (demo data only: anyone can add it to an app). */
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXP'

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
  /* A new employer the school has not validated yet: e-sidoor's "Employeurs à valider" shows it. */
  {
    email: 'attente@example.fr',
    fullName: 'Nadia Benali',
    role: 'pro',
    droit: null,
    isStaff: false,
    approvalStatus: 'en_attente',
  },
] as const

export default class MainSeeder extends BaseSeeder {
  async run() {
    for (const account of DEMO_ACCOUNTS) {
      const user =
        (await User.findBy('email', account.email)) ??
        (await User.create({
          /* The demo accounts are validated by the school (employer approval), unless told. */
          approvalStatus: 'validee',
          ...account,
          password: DEMO_PASSWORD,
          emailVerifiedAt: DateTime.now(),
        }))
      await this.#twoFactor(user)
      await this.#societes(user)
      await this.#contacts(user)
      await this.#offres(user)
      await this.#interactions(user)
    }
  }

  /** esi@example.fr signs in with two-factor (DEMO_TOTP_SECRET), as staff must. */
  async #twoFactor(user: User) {
    if (user.email !== 'esi@example.fr' || user.twoFactorSecret) return
    user.merge(TwoFactor.confirmedColumns(DEMO_TOTP_SECRET))
    await user.save()
  }

  /**
   * A few interactions on a demo pro's first contacts, two follow-ups due
   * (one today, one overdue) so the dashboard and the bell show something.
   */
  async #interactions(user: User) {
    if (user.email !== 'pro@example.fr' || (await Interaction.findBy('userId', user.id))) return
    const contacts = await Contact.query()
      .apply((scopes) => {
        scopes.ownedBy(user)
        scopes.live()
      })
      .orderBy('id')
      .limit(3)
    const offre = await Offre.query().where('user_id', user.id).orderBy('id').first()
    const now = DateTime.now()
    const rows = contacts.flatMap((_contact, index) => [
      {
        type: 'appel' as const,
        occurredAt: now.minus({ days: index + 1, hours: 2 }),
        resume: '<p>Premier échange sur les besoins de recrutement du semestre.</p>',
        relanceLe: index === 0 ? now.minus({ days: 2 }) : null,
      },
      {
        type: 'rendez_vous' as const,
        occurredAt: now.minus({ hours: index + 1 }),
        resume: '<p>Point sur l’offre en cours et les profils reçus.</p>',
        offreId: offre?.id ?? null,
        relanceLe: index === 1 ? now : null,
      },
    ])
    await Interaction.createMany(
      rows.map((row, index) => ({
        ...row,
        userId: user.id,
        contactId: contacts[Math.floor(index / 2)].id,
      }))
    )
  }

  /** A demo pro's companies, unless they already have some (even trashed). */
  async #societes(user: User) {
    const societes = DEMO_SOCIETES[user.email]
    if (!societes || (await Societe.findBy('userId', user.id))) return
    await Societe.createMany(societes.map((societe) => ({ ...societe, userId: user.id })))
  }

  /** A demo pro's contacts, at their live companies of the same name, unless they have some. */
  async #contacts(user: User) {
    const contacts = DEMO_CONTACTS[user.email]
    if (!contacts || (await Contact.findBy('userId', user.id))) return
    const societes = await Societe.query().apply((scopes) => {
      scopes.ownedBy(user)
      scopes.live()
    })
    const idOf = new Map(societes.map((societe) => [societe.nom, societe.id]))
    await Contact.createMany(
      contacts.map(({ societe, ...contact }) => ({
        ...contact,
        userId: user.id,
        societeId: societe ? (idOf.get(societe) ?? null) : null,
      }))
    )
  }

  /** A demo pro's offers, at their live companies with their contacts, unless they have some. */
  async #offres(user: User) {
    const offres = DEMO_OFFRES[user.email]
    if (!offres || (await Offre.findBy('userId', user.id))) return
    const societes = await Societe.query().apply((scopes) => {
      scopes.ownedBy(user)
      scopes.live()
    })
    const contacts = await Contact.query().apply((scopes) => {
      scopes.ownedBy(user)
      scopes.trash()
    })
    const societeIdOf = new Map(societes.map((societe) => [societe.nom, societe.id]))
    const siteOf = new Map(societes.map((societe) => [societe.nom, societe.siteWeb]))
    const contactIdOf = new Map(contacts.map((contact) => [contact.nomComplet, contact.id]))
    await Offre.createMany(
      offres
        .filter((offre) => societeIdOf.has(offre.societe))
        .map((offre) =>
          offreAttributes(offre, {
            userId: user.id,
            societeId: societeIdOf.get(offre.societe)!,
            contactId: offre.contact ? (contactIdOf.get(offre.contact) ?? null) : null,
            siteWeb: siteOf.get(offre.societe) ?? null,
          })
        )
    )
  }
}
