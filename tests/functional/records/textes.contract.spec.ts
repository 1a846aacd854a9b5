/*
| Text templates under the owned-record contract (owned_record_contract.ts).
| What only templates do (sharing, placeholders, the rendered preview, unique
| names) is in tests/functional/textes/.
*/
import Texte from '#models/texte'
import { TexteFactory } from '#database/factories/texte_factory'
import { VALID_FORM } from '../textes/helpers.js'
import * as contract from './owned_record_contract.js'

contract.ownedRecordContract({
  label: 'Textes',
  routes: 'textes',
  model: Texte,
  components: { ...contract.pagesOf('textes'), show: 'textes/texte' },
  listProp: 'textes',
  recordProp: 'texte',
  noFilters: { search: null, sort: null, order: null, corbeille: null },

  ...contract.namedBy(TexteFactory, 'nom'),

  validForm: async () => ({ ...VALID_FORM }),
  validName: VALID_FORM.nom,
  /* Private unless an admin shares it (sharing.spec.ts). */
  stored: { sujet: VALID_FORM.sujet, contenu: VALID_FORM.contenu, partage: false },
  invalid: ['nom', 'sujet'],
  refusals: [
    ['the name is blank', 'nom', { nom: '  ' }, 'Le champ nom est obligatoire.'],
    contract.tooLong('the name is too long', 'nom', 'nom', 150),
    contract.tooLong('the subject is too long', 'sujet', 'objet', 200),
    [
      'the subject has an unknown placeholder',
      'sujet',
      { sujet: 'Vos {{ contact.age }} ans' },
      'Variable inconnue : {{contact.age}}',
    ],
    [
      'the content has an unknown placeholder',
      'contenu',
      { contenu: '<p>{{contact.age}} ans</p>' },
      'Variable inconnue : {{contact.age}}',
    ],
    [
      'the content has several unknown placeholders',
      'contenu',
      { contenu: '<p>{{offre.salaire}} {{ societe.ville }} {{contact.prenom}}</p>' },
      'Variables inconnues : {{offre.salaire}}, {{societe.ville}}',
    ],
  ],
  blanks: {
    create: { sent: { sujet: '', contenu: '<p></p>' }, stored: { sujet: null, contenu: null } },
    update: { sent: { sujet: null, contenu: '<p></p>' }, stored: { sujet: null, contenu: null } },
  },
  rich: [{ field: 'contenu' }],

  ...contract.shownOnItsPage('Texte'),
})
