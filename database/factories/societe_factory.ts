import { DateTime } from 'luxon'
import factory from '@adonisjs/lucid/factories'
import Societe, { FORMES_JURIDIQUES } from '#models/societe'
import { UserFactory } from '#database/factories/user_factory'
import {
  BRANDS,
  BRAND_SUFFIXES,
  FAMILY_NAMES,
  NAME_PREFIXES,
  SECTEURS,
  VILLES,
  frenchPhone,
  siretFrom,
  slug,
} from '#database/demo/french_companies'

/* Pass a user (`.merge({ userId })`) or `.with('user')`; SIRETs are valid and, in practice, unique. */
export const SocieteFactory = factory
  .define(Societe, ({ faker }) => {
    const place = faker.helpers.arrayElement(VILLES)
    const nom = faker.datatype.boolean()
      ? `${faker.helpers.arrayElement(NAME_PREFIXES)} ${faker.helpers.arrayElement(FAMILY_NAMES)}`
      : `${faker.helpers.arrayElement(BRANDS)} ${faker.helpers.arrayElement(BRAND_SUFFIXES)}`
    const domain = `${slug(nom)}.fr`
    return {
      nom,
      siret: siretFrom(
        faker.string.numeric({ length: 8, allowLeadingZeros: false }),
        faker.string.numeric(4)
      ),
      formeJuridique: faker.helpers.arrayElement(FORMES_JURIDIQUES),
      secteur: faker.helpers.arrayElement(SECTEURS),
      adresse: `${faker.number.int({ min: 1, max: 120 })} ${faker.helpers.arrayElement(place.rues)}`,
      codePostal: place.codePostal,
      ville: place.ville,
      pays: 'France',
      telephone: frenchPhone(
        `0${faker.helpers.arrayElement(['1', '2', '3', '4', '5'])}${faker.string.numeric(8)}`
      ),
      email: `contact@${domain}`,
      siteWeb: `https://www.${domain}`,
      description: `<p>${nom} accompagne ses clients de la région de ${place.ville}.</p>`,
    }
  })
  .state('trashed', (societe) => {
    societe.deletedAt = DateTime.now()
  })
  .relation('user', () => UserFactory)
  .build()
