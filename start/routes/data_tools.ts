/*
| The data tools of the contacts and sociétés lists (docs/product.md):
| "Doublons" with the merge, and the spreadsheet import. Registered inside
| each resource's route group (its prefix, name and middleware apply).
*/
import router from '@adonisjs/core/services/router'
import { recordId } from '#start/routes/matchers'

const DoublonsController = () => import('#controllers/doublons_controller')
const ImportsController = () => import('#controllers/imports_controller')

const DOUBLONS = {
  contacts: { list: 'contacts', page: 'contactFusion', store: 'contactFusionStore' },
  societes: { list: 'societes', page: 'societeFusion', store: 'societeFusionStore' },
} as const

export function dataToolRoutes(kind: 'contacts' | 'societes') {
  const doublons = DOUBLONS[kind]
  router.get('/doublons', [DoublonsController, doublons.list]).as('doublons')
  router.get('/fusion', [DoublonsController, doublons.page]).as('fusion')
  router.post('/fusion', [DoublonsController, doublons.store]).as('fusion.store')

  router.get('/import', [ImportsController, 'create']).as('import.create')
  router.post('/import', [ImportsController, 'store']).as('import.store')
  router.get('/import/:id', [ImportsController, 'show']).as('import.show').where('id', recordId)
  router
    .post('/import/:id/dry-run', [ImportsController, 'dryRun'])
    .as('import.dry_run')
    .where('id', recordId)
  router.post('/import/:id/run', [ImportsController, 'run']).as('import.run').where('id', recordId)
  router
    .post('/import/:id/undo', [ImportsController, 'undo'])
    .as('import.undo')
    .where('id', recordId)
  router
    .get('/import/:id/rejets', [ImportsController, 'rejected'])
    .as('import.rejected')
    .where('id', recordId)
}
