import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig, targets } from '@adonisjs/core/logger'

export default defineConfig({
  default: 'app',
  loggers: {
    app: {
      enabled: true,
      name: env.get('APP_NAME') || 'e-sidoor',
      level: env.get('LOG_LEVEL'),
      /* Never write secrets to the log, whatever a call site passes. */
      redact: {
        paths: [
          'password',
          '*.password',
          'passwordConfirmation',
          '*.token',
          'token',
          'headers.cookie',
          'sessionEpoch',
          '*.sessionEpoch',
          'err.sql',
          'err.bindings',
          'err.detail',
        ],
        censor: '[masqué]',
      },
      transport: {
        targets: targets()
          .pushIf(!app.inProduction && !app.inTest, targets.pretty())
          .pushIf(app.inProduction || app.inTest, targets.file({ destination: 1 }))
          .toArray(),
      },
    },
  },
})

declare module '@adonisjs/core/types' {
  export interface LoggersList extends InferLoggers<typeof import('./logger.js').default> {}
}
