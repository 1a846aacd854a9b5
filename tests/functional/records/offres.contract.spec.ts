/*
| Offres under the owned-record contract (owned_record_contract.ts), with
| their preview and workflow steps among the record routes. What only offers
| do (references, the workflow, référents, filters) is in tests/functional/offres/.
*/
import { DateTime } from 'luxon'
import type User from '#models/user'
import Offre from '#models/offre'
import { offreCatalogue } from '#catalogues/offre'
import { OffreFactory } from '#database/factories/offre_factory'
import { NO_FILTERS, VALID_FORM, day, proWithSociete } from '../offres/helpers.js'
import { flashesOf, ownedRecordContract, tooLong, unknownChoice } from './owned_record_contract.js'

const NONE = {
  update: false,
  delete: false,
  restore: false,
  publish: false,
  close: false,
  duplicate: false,
}

ownedRecordContract({
  label: 'Offres',
  routes: 'offres',
  model: Offre,
  /* /app/offres/:id leads to the edit page: an offer's page is its form. */
  components: { index: 'offres/index', create: 'offres/create', edit: 'offres/edit' },
  listProp: 'offres',
  recordProp: 'offre',
  noFilters: NO_FILTERS,

  /* A minute apart, oldest first: the list shows the newest first. */
  create: async (owner: User, names: string[], trashed = false) => {
    const societe = await proWithSociete(owner)
    const start = DateTime.now().minus({ days: 1 })
    return OffreFactory.merge(
      names.map((titre, i) => ({
        userId: owner.id,
        societeId: societe.id,
        titre,
        createdAt: start.plus({ minutes: i }),
        deletedAt: trashed ? DateTime.now() : null,
      }))
    ).createMany(names.length)
  },
  /* An offer online and a closed one take every write as a draft does. */
  variants: async (owner) => {
    const societe = await proWithSociete(owner)
    const merge = { userId: owner.id, societeId: societe.id }
    return [
      await OffreFactory.merge(merge).apply('publiee').create(),
      await OffreFactory.merge(merge).apply('cloturee').create(),
    ]
  },
  nameField: 'titre',
  rowName: (row) => row.titre,
  listOrder: 'newest',

  validForm: async (owner) => {
    const societe = await proWithSociete(owner)
    return { ...VALID_FORM, societeId: societe.id }
  },
  validName: VALID_FORM.titre,
  stored: {
    statut: 'brouillon',
    publishedAt: null,
    typeContrat: 'CDI',
    teletravail: 'partiel',
    salaireMin: 42000,
    salaireMax: 50000,
    dateDebut: day(30),
    dateLimite: day(14),
    description: VALID_FORM.description,
  },
  invalid: ['titre', 'salaireMin'],
  refusals: [
    ['the title is missing', 'titre', { titre: '' }, 'Le champ intitulé du poste est obligatoire.'],
    tooLong('the title is too long', 'titre', 'intitulé du poste', 150),
    ['the company is missing', 'societeId', { societeId: '' }, 'Le champ société est obligatoire.'],
    [
      'the description is missing',
      'description',
      { description: '' },
      'Le champ description du poste est obligatoire.',
    ],
    [
      'the description is an empty editor',
      'description',
      { description: '<p> </p><p><br></p>' },
      'Le champ description du poste est obligatoire.',
    ],
    [
      'the description is only a script',
      'description',
      { description: '<script>alert(1)</script>' },
      'Le champ description du poste est obligatoire.',
    ],
    unknownChoice('the contract type is unknown', 'typeContrat', 'type de contrat', 'CDII'),
    unknownChoice('the remote work mode is unknown', 'teletravail', 'télétravail', 'souvent'),
    [
      'the salary is not a number',
      'salaireMin',
      { salaireMin: 'beaucoup' },
      'Le champ salaire minimum doit être un nombre.',
    ],
    [
      'the salary has decimals',
      'salaireMin',
      { salaireMin: '42000.5' },
      'Le champ salaire minimum doit être un nombre entier.',
    ],
    [
      'the salary is negative',
      'salaireMax',
      { salaireMin: '', salaireMax: '-1' },
      'Le champ salaire maximum doit être positif.',
    ],
    [
      'the salary is zero',
      'salaireMin',
      { salaireMin: '0' },
      'Le champ salaire minimum doit être positif.',
    ],
    [
      'the start date is not a date',
      'dateDebut',
      { dateDebut: '31/12/2030' },
      'Le champ date de début doit être une date valide.',
    ],
    [
      'the deadline does not exist',
      'dateLimite',
      { dateLimite: '2030-02-30' },
      'Le champ date limite de candidature doit être une date valide.',
    ],
  ],
  blanks: {
    /* Only the title, the company and the description are required. */
    create: {
      sent: {
        contactId: null,
        typeContrat: null,
        lieu: '',
        teletravail: undefined,
        salaireMin: null,
        salaireMax: undefined,
        dateDebut: null,
        dateLimite: undefined,
        profil: '<p></p>',
      },
      stored: {
        teletravail: 'aucun',
        contactId: null,
        typeContrat: null,
        lieu: null,
        salaireMin: null,
        dateDebut: null,
        profil: null,
      },
    },
    update: {
      sent: {
        contactId: null,
        lieu: '',
        salaireMin: null,
        salaireMax: null,
        dateDebut: null,
        dateLimite: null,
        profil: '<p></p>',
      },
      stored: {
        contactId: null,
        lieu: null,
        salaireMin: null,
        dateDebut: null,
        dateLimite: null,
        profil: null,
      },
    },
  },
  rich: [{ field: 'description', required: true }, { field: 'profil' }],

  flash: flashesOf('Offre', 'e'),
  after: { store: 'edit', update: 'edit' },
  recordPage: 'edit',
  rights: { owner: { update: true, delete: true, restore: true }, lecteur: NONE },
  moreReads: ['offres.preview'],
  moreWrites: [
    ['POST', 'offres.publish'],
    ['POST', 'offres.close'],
    ['POST', 'offres.duplicate'],
  ],
  lecteurOpens: ['edit', 'offres.preview'],
  visiteur: 'refused',

  csv: {
    catalogue: offreCatalogue,
    header:
      'Référence;Intitulé du poste;Société;Contact référent;Type de contrat;Lieu;Télétravail;Salaire annuel brut minimum (€);Salaire annuel brut maximum (€);Date de début;Date limite de candidature;Statut;Publiée le;Créée le',
    filename: 'offres',
    nameCell: 1,
  },
})
