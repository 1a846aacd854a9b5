/*
| Sociétés under the owned-record contract (owned_record_contract.ts): every
| role uses them, visiteur included. What only sociétés do (the SIRET, the
| company page's sections, search and sort) is in tests/functional/societes/.
*/
import Societe from '#models/societe'
import { societeCatalogue } from '#catalogues/societe'
import { SocieteFactory } from '#database/factories/societe_factory'
import { VALID_FORM } from '../societes/helpers.js'
import * as contract from './owned_record_contract.js'

const WEB = 'Veuillez saisir une adresse web valide (http ou https).'
const SIRET = 'Le SIRET doit comporter 14 chiffres.'
const POSTCODE = 'Le code postal doit comporter 5 chiffres.'

contract.ownedRecordContract({
  label: 'Sociétés',
  routes: 'societes',
  model: Societe,
  components: contract.pagesOf('societes'),
  listProp: 'societes',
  recordProp: 'societe',
  noFilters: { search: null, sort: null, order: null, corbeille: null },

  ...contract.namedBy(SocieteFactory, 'nom'),

  validForm: async () => ({ ...VALID_FORM }),
  validName: 'Numéria Conseil',
  stored: {
    siret: '73282932000074',
    formeJuridique: 'SAS',
    codePostal: '69002',
    telephone: '04 78 42 17 30',
    email: 'contact@numeria-conseil.fr',
    siteWeb: 'https://www.numeria-conseil.fr',
    description: '<p>Conseil en <strong>numérique</strong>.</p>',
  },
  invalid: ['nom', 'siteWeb', 'codePostal', 'siret'],
  refusals: [
    ['the name is missing', 'nom', { nom: '' }, 'Le champ raison sociale est obligatoire.'],
    contract.tooLong('the name is too long', 'nom', 'raison sociale', 255),
    ['the SIRET has 13 digits', 'siret', { siret: '7328293200007' }, SIRET],
    ['the SIRET has letters', 'siret', { siret: '7328293200007A' }, SIRET],
    [
      'the SIRET check digit is wrong',
      'siret',
      { siret: '73282932000075' },
      "Le SIRET n'est pas valide (clé de contrôle).",
    ],
    ['the postcode has 4 digits', 'codePostal', { codePostal: '6900' }, POSTCODE],
    ['the postcode has letters', 'codePostal', { codePostal: '69OO2' }, POSTCODE],
    ['the web address is javascript:', 'siteWeb', { siteWeb: 'javascript:alert(1)' }, WEB],
    ['the web address is ftp', 'siteWeb', { siteWeb: 'ftp://example.fr' }, WEB],
    ['the e-mail is invalid', 'email', { email: 'pas-une-adresse' }, contract.EMAIL],
    ['the phone is invalid', 'telephone', { telephone: '12 34' }, contract.PHONE],
    contract.unknownChoice('the legal form is unknown', 'formeJuridique', 'forme juridique', 'SNC'),
  ],
  blanks: {
    create: {
      sent: { siret: '', telephone: '', siteWeb: '', pays: '', description: '<p></p>' },
      stored: { siret: null, telephone: null, siteWeb: null, description: null, pays: 'France' },
    },
    update: {
      sent: { siret: '', telephone: null, siteWeb: '', description: '<p></p>' },
      stored: { siret: null, telephone: null, siteWeb: null, description: null },
    },
  },
  rich: [{ field: 'description' }],

  flash: contract.flashesOf('Société', 'e'),
  after: { store: 'show', update: 'edit' },
  recordPage: 'edit',
  rights: contract.PLAIN_RIGHTS,
  lecteurOpens: ['show', 'edit'],
  visiteur: 'allowed',

  csv: {
    catalogue: societeCatalogue,
    header:
      'Raison sociale;SIRET;Forme juridique;Secteur d’activité;Code postal;Ville;Pays;Téléphone;Adresse e-mail;Site web;Créée le',
    filename: 'societes',
    nameCell: 0,
  },
})
