/*
| Contacts under the owned-record contract (owned_record_contract.ts). What
| only contacts do (their company, the empty trash, the list's filters) is in
| tests/functional/contacts/.
*/
import { DateTime } from 'luxon'
import type User from '#models/user'
import Contact from '#models/contact'
import { contactCatalogue } from '#catalogues/contact'
import { ContactFactory } from '#database/factories/contact_factory'
import { SocieteFactory } from '#database/factories/societe_factory'
import { VALID_FORM } from '../contacts/helpers.js'
import { ownedRecordContract } from './owned_record_contract.js'

const PHONE =
  'Veuillez saisir un numéro de téléphone valide (par exemple 01 23 45 67 89 ou +33 1 23 45 67 89).'
const CHOOSE = 'Choisissez une de vos sociétés.'

ownedRecordContract({
  label: 'Contacts',
  routes: 'contacts',
  model: Contact,
  components: {
    index: 'contacts/index',
    create: 'contacts/create',
    show: 'contacts/show',
    edit: 'contacts/edit',
  },
  listProp: 'contacts',
  recordProp: 'contact',
  noFilters: {
    search: null,
    statut: null,
    societe: null,
    sort: null,
    order: null,
    corbeille: null,
  },

  /* Without a first name, a row shows the last name alone. */
  create: (owner: User, names: string[], trashed = false) =>
    ContactFactory.merge(
      names.map((nom) => ({
        userId: owner.id,
        prenom: null,
        nom,
        deletedAt: trashed ? DateTime.now() : null,
      }))
    ).createMany(names.length),
  nameField: 'nom',
  rowName: (row) => row.nomComplet,
  listOrder: 'name',

  validForm: async (owner) => {
    const societe = await SocieteFactory.merge({ userId: owner.id }).create()
    return { ...VALID_FORM, societeId: String(societe.id) }
  },
  validName: 'Roussel',
  stored: {
    civilite: 'Mme',
    prenom: 'Camille',
    email: 'camille.roussel@numeria-conseil.fr',
    telephone: '04 78 42 17 30',
    mobile: '06 12 34 56 78',
    fonction: 'Directrice des ressources humaines',
    ville: 'Lyon',
    statut: 'client',
    notes: '<p>Interlocutrice pour les <strong>stages</strong>.</p>',
  },
  invalid: {
    change: { nom: '', email: 'non' },
    errors: {
      nom: 'Le champ nom est obligatoire.',
      email: 'Veuillez saisir une adresse e-mail valide.',
    },
  },
  refusals: [
    ['the last name is missing', 'nom', { nom: '' }, 'Le champ nom est obligatoire.'],
    [
      'the last name is too long',
      'nom',
      { nom: 'x'.repeat(101) },
      'Le champ nom ne doit pas dépasser 100 caractères.',
    ],
    [
      'the first name is too long',
      'prenom',
      { prenom: 'x'.repeat(101) },
      'Le champ prénom ne doit pas dépasser 100 caractères.',
    ],
    [
      'the job title is too long',
      'fonction',
      { fonction: 'x'.repeat(151) },
      'Le champ fonction ne doit pas dépasser 150 caractères.',
    ],
    [
      'the civilité is unknown',
      'civilite',
      { civilite: 'Dr' },
      "La valeur choisie pour civilité n'est pas valide.",
    ],
    [
      'the status is unknown',
      'statut',
      { statut: 'vip' },
      "La valeur choisie pour statut n'est pas valide.",
    ],
    [
      'the e-mail is invalid',
      'email',
      { email: 'pas-une-adresse' },
      'Veuillez saisir une adresse e-mail valide.',
    ],
    ['the phone is invalid', 'telephone', { telephone: '12 34' }, PHONE],
    ['the mobile is invalid', 'mobile', { mobile: 'abc' }, PHONE],
    ['the company is not a number', 'societeId', { societeId: 'abc' }, CHOOSE],
    ['the company does not exist', 'societeId', { societeId: '999999' }, CHOOSE],
  ],
  blanks: {
    create: {
      sent: {
        civilite: '',
        prenom: '',
        email: '',
        telephone: '',
        mobile: null,
        societeId: '',
        statut: '',
        notes: '<p></p>',
      },
      stored: {
        civilite: null,
        prenom: null,
        email: null,
        telephone: null,
        mobile: null,
        societeId: null,
        notes: null,
        statut: 'prospect',
      },
    },
    update: {
      sent: { prenom: '', email: null, mobile: '', societeId: null, notes: '<p></p>' },
      stored: { prenom: null, email: null, mobile: null, societeId: null, notes: null },
    },
  },
  rich: [{ field: 'notes' }],

  flash: {
    created: 'Contact créé.',
    updated: 'Contact mis à jour.',
    deleted: 'Contact supprimé.',
    restored: 'Contact restauré.',
  },
  after: { store: 'show', update: 'show' },
  recordPage: 'show',
  rights: {
    owner: { update: true, delete: true, restore: true },
    lecteur: { update: false, delete: false, restore: false },
  },
  lecteurOpens: ['show'],
  visiteur: 'refused',

  csv: {
    catalogue: contactCatalogue,
    header:
      'Civilité;Prénom;Nom;Adresse e-mail;Téléphone;Mobile;Fonction;Société;Ville;Statut;Créé le',
    filename: 'contacts',
    nameCell: 2,
  },
})
