import { DateTime } from 'luxon'
import factory from '@adonisjs/lucid/factories'
import Texte from '#models/texte'
import { UserFactory } from '#database/factories/user_factory'

const OBJETS = ['Relance', 'Invitation', 'Suivi', 'Remerciement', 'Proposition', 'Information']
const SUJETS = ['candidature', 'entretien', 'partenariat', 'rendez-vous', 'stage', 'alternance']

/* Pass a user (`.merge({ userId })`) or `.with('user')`; names are unique per owner in practice. */
export const TexteFactory = factory
  .define(Texte, ({ faker }) => {
    const nom = `${faker.helpers.arrayElement(OBJETS)} ${faker.helpers.arrayElement(SUJETS)} ${faker.string.alphanumeric(4)}`
    return {
      nom,
      sujet: `${nom} – {{offre.titre}}`,
      contenu: '<p>Bonjour {{contact.prenom}},</p><p>Bien cordialement,<br>{{user.name}}</p>',
      partage: false,
    }
  })
  .state('shared', (texte) => {
    texte.partage = true
  })
  .state('trashed', (texte) => {
    texte.deletedAt = DateTime.now()
  })
  .relation('user', () => UserFactory)
  .build()
