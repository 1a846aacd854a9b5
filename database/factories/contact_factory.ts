import { DateTime } from 'luxon'
import factory from '@adonisjs/lucid/factories'
import Contact, { CIVILITES, CONTACT_STATUTS } from '#models/contact'
import { UserFactory } from '#database/factories/user_factory'
import { SocieteFactory } from '#database/factories/societe_factory'
import { VILLES, frenchPhone, slug } from '#database/demo/french_companies'
import { FONCTIONS, MAIL_DOMAINS, NOMS, PRENOMS } from '#database/demo/french_contacts'

/*
| Pass a user (`.merge({ userId })`) or `.with('user')`. No company unless
| given one of the same owner (`.merge({ societeId })`).
*/
export const ContactFactory = factory
  .define(Contact, ({ faker }) => {
    const civilite = faker.helpers.arrayElement(CIVILITES)
    const prenom = faker.helpers.arrayElement(PRENOMS[civilite])
    const nom = faker.helpers.arrayElement(NOMS)
    return {
      civilite,
      prenom,
      nom,
      email: `${slug(prenom)}.${slug(nom)}@${faker.helpers.arrayElement(MAIL_DOMAINS)}`,
      telephone: frenchPhone(
        `0${faker.helpers.arrayElement(['1', '2', '3', '4', '5'])}${faker.string.numeric(8)}`
      ),
      mobile: frenchPhone(`0${faker.helpers.arrayElement(['6', '7'])}${faker.string.numeric(8)}`),
      fonction: faker.helpers.arrayElement(FONCTIONS),
      societeId: null,
      ville: faker.helpers.arrayElement(VILLES).ville,
      statut: faker.helpers.arrayElement(CONTACT_STATUTS),
      notes: `<p>Premier échange avec ${prenom} ${nom} au sujet des recrutements.</p>`,
    }
  })
  .state('trashed', (contact) => {
    contact.deletedAt = DateTime.now()
  })
  .relation('user', () => UserFactory)
  .relation('societe', () => SocieteFactory)
  .build()
