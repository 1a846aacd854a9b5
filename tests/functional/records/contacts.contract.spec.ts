/*
| Contacts under the owned-record contract (owned_record_contract.ts). What
| only contacts do (their company, the empty trash, the list's filters) is in
| tests/functional/contacts/.
*/
import Contact from '#models/contact'
import { contactCatalogue } from '#catalogues/contact'
import { ContactFactory } from '#database/factories/contact_factory'
import { CAMILLE, VALID_FORM } from '../contacts/helpers.js'
import * as contract from './owned_record_contract.js'
import { aSociete } from '#tests/helpers/owned_records'

const CHOOSE = 'Choisissez une de vos sociétés.'

contract.ownedRecordContract({
  label: 'Contacts',
  routes: 'contacts',
  model: Contact,
  components: contract.pagesOf('contacts'),
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
  ...contract.namedBy(ContactFactory, 'nom', { prenom: null }),
  rowName: (row) => row.nomComplet,

  validForm: async (owner) => {
    const societe = await aSociete(owner)
    return { ...VALID_FORM, societeId: String(societe.id) }
  },
  validName: 'Roussel',
  stored: CAMILLE,

  invalid: ['nom', 'email'],
  refusals: [
    ['the last name is missing', 'nom', { nom: '' }, 'Le champ nom est obligatoire.'],
    contract.tooLong('the last name is too long', 'nom', 'nom', 100),
    contract.tooLong('the first name is too long', 'prenom', 'prénom', 100),
    contract.tooLong('the job title is too long', 'fonction', 'fonction', 150),
    contract.unknownChoice('the civilité is unknown', 'civilite', 'civilité', 'Dr'),
    contract.unknownChoice('the status is unknown', 'statut', 'statut', 'vip'),
    ['the e-mail is invalid', 'email', { email: 'pas-une-adresse' }, contract.EMAIL],
    ['the phone is invalid', 'telephone', { telephone: '12 34' }, contract.PHONE],
    ['the mobile is invalid', 'mobile', { mobile: 'abc' }, contract.PHONE],
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

  ...contract.shownOnItsPage('Contact'),

  csv: {
    catalogue: contactCatalogue,
    header:
      'Civilité;Prénom;Nom;Adresse e-mail;Téléphone;Mobile;Fonction;Société;Ville;Statut;Créé le',
    filename: 'contacts',
    nameCell: 2,
  },
})
