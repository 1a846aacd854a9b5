import { DateTime } from 'luxon'
import factory from '@adonisjs/lucid/factories'
import Offre, { MODES_TELETRAVAIL, TYPES_CONTRAT } from '#models/offre'
import { UserFactory } from '#database/factories/user_factory'
import { SocieteFactory } from '#database/factories/societe_factory'
import { ContactFactory } from '#database/factories/contact_factory'
import { VILLES } from '#database/demo/french_companies'
import { INTITULES } from '#database/demo/offres'

/*
| Pass a user and one of their companies (`.merge({ userId, societeId })`).
| A draft by default; the states give an offer online, closed or trashed.
| The reference comes from the model, as for every new offer.
*/
export const OffreFactory = factory
  .define(Offre, ({ faker }) => {
    const salaireMin = faker.number.int({ min: 22, max: 45 }) * 1000
    return {
      titre: faker.helpers.arrayElement(INTITULES),
      contactId: null,
      typeContrat: faker.helpers.arrayElement(TYPES_CONTRAT),
      lieu: faker.helpers.arrayElement(VILLES).ville,
      teletravail: faker.helpers.arrayElement(MODES_TELETRAVAIL),
      salaireMin,
      salaireMax: salaireMin + faker.number.int({ min: 0, max: 15 }) * 1000,
      /* One applies before starting: the deadline comes first. */
      dateDebut: DateTime.now().plus({ months: 2 }).startOf('day'),
      dateLimite: DateTime.now().plus({ months: 1 }).startOf('day'),
      description: '<p>Vous rejoignez une équipe à taille humaine.</p>',
      profil: '<p>Sens du service et goût du travail en équipe.</p>',
      statut: 'brouillon' as const,
    }
  })
  .state('publiee', (offre) => {
    offre.statut = 'publiee'
    offre.publishedAt = DateTime.now().minus({ days: 3 })
  })
  .state('cloturee', (offre) => {
    offre.statut = 'cloturee'
    offre.publishedAt = DateTime.now().minus({ days: 40 })
    offre.closedAt = DateTime.now().minus({ days: 2 })
    offre.dateDebut = DateTime.now().minus({ days: 1 }).startOf('day')
    offre.dateLimite = DateTime.now().minus({ days: 5 }).startOf('day')
  })
  .state('trashed', (offre) => {
    offre.deletedAt = DateTime.now()
  })
  .relation('user', () => UserFactory)
  .relation('societe', () => SocieteFactory)
  .relation('contact', () => ContactFactory)
  .build()
