/*
| JavaScript entrypoint for ace commands. TypeScript sources are executed
| through @poppinss/ts-exec; run it via npm scripts so Node 24 is used.
*/
import '@poppinss/ts-exec'

await import('./bin/console.js')
