process.env.NODE_ENV = 'test'

/* Each run gets a database of its own (see tests/helpers/test_database.ts). */
/* Always overridden, so a run can never drop a database it did not create. */
process.env.PG_DB_NAME = `esidoor_test_${process.pid}`
process.env.SQLITE_PATH = `tmp/test-${process.pid}.sqlite3`
/* Uploaded files of this run only (config/drive.ts), removed at the end (tests/bootstrap.ts). */
process.env.DRIVE_ROOT = `tmp/test-files-${process.pid}`
/* A free port per run, so two runs (or a running dev server) never collide. */
process.env.PORT = process.env.TEST_PORT ?? String(await freePort())
process.env.VITE_HMR_PORT = String(await freePort())
/* TEST_ASSETS=built: pages from the build in public/assets, no Vite dev server (see the helper). */
if (BUILT_ASSETS) {
  const problem = builtAssetsProblem(fileURLToPath(new URL('../', import.meta.url)))
  if (problem) {
    console.error(problem)
    process.exit(1)
  }
}

import 'reflect-metadata'
import { fileURLToPath } from 'node:url'
import { freePort } from '../tests/helpers/free_port.js'
import {
  BUILT_ASSETS,
  builtAssetsProblem,
  withoutViteDevServer,
} from '../tests/helpers/built_assets.js'
import { Ignitor, prettyPrintError } from '@adonisjs/core'
import { configure, processCLIArgs, run } from '@japa/runner'

const APP_ROOT = new URL('../', import.meta.url)

const IMPORTER = (filePath: string) => {
  if (filePath.startsWith('./') || filePath.startsWith('../')) {
    return import(new URL(filePath, APP_ROOT).href)
  }
  return import(filePath)
}

new Ignitor(APP_ROOT, { importer: IMPORTER })
  .tap((app) => {
    app.booting(async () => {
      await import('../start/env.js')
    })
    app.listen('SIGTERM', () => app.terminate())
    app.listenIf(app.managedByPm2, 'SIGINT', () => app.terminate())
    if (BUILT_ASSETS) withoutViteDevServer(app)
  })
  .testRunner()
  .configure(async (app) => {
    const { runnerHooks, ...config } = await import('../tests/bootstrap.js')

    processCLIArgs(process.argv.splice(2))
    configure({
      ...app.rcFile.tests,
      ...config,
      setup: runnerHooks.setup,
      teardown: runnerHooks.teardown.concat([() => app.terminate()]),
    })
  })
  .run(() => run())
  .catch((error) => {
    process.exitCode = 1
    prettyPrintError(error)
  })
