import app from '@adonisjs/core/services/app'
import { defineConfig, drivers } from '@adonisjs/core/hash'

/*
| scrypt with N = 16384 costs ~50 ms of CPU per hash: what slows a password
| guesser. Tests create and sign in thousands of accounts, so they hash with
| N = 16 (~0.1 ms): the same driver, format and code paths (a hash carries
| its own parameters, so either one verifies), only cheaper. Every other
| environment, production included, keeps 16384.
*/
const COST = app.inTest ? 16 : 16384

export default defineConfig({
  default: 'scrypt',
  list: {
    scrypt: drivers.scrypt({ cost: COST, blockSize: 8, parallelization: 1, maxMemory: 33554432 }),
  },
})

declare module '@adonisjs/core/types' {
  export interface HashersList extends InferHashers<typeof import('./hash.js').default> {}
}
