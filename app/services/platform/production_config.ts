import { existsSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { insideApp, sqliteFile } from '#services/platform/data_paths'

/*
| Refusals at boot in production: a setting that would leak secrets (the log
| mailer writes reset links, tokens included, to the log), send broken links,
| or lose data on the next build. Each problem is one line naming the variable.
*/
export type ProductionEnv = {
  APP_URL?: string
  MAIL_MAILER?: string
  SMTP_HOST?: string
  DB_CONNECTION?: string
  SQLITE_PATH?: string
  DATA_DIR?: string
  ENV_PATH?: string
}

export function productionProblems(appRoot: string, env: ProductionEnv) {
  const problems: string[] = []
  if (!env.APP_URL) {
    problems.push('APP_URL is required in production (the base of the links sent by e-mail).')
  }
  if (env.MAIL_MAILER !== 'smtp') {
    problems.push(
      'MAIL_MAILER must be "smtp" in production: the "log" mailer writes password-reset and verification links, tokens included, to the log.'
    )
  } else if (!env.SMTP_HOST) {
    problems.push('SMTP_HOST is required when MAIL_MAILER=smtp.')
  }
  if ((env.DB_CONNECTION ?? 'sqlite') === 'sqlite') {
    const file = sqliteFile(appRoot, env)
    if (!env.SQLITE_PATH && !env.DATA_DIR) {
      problems.push(
        'DATA_DIR (or an absolute SQLITE_PATH) is required in production with SQLite: the database must live outside the build folder.'
      )
    } else if (insideApp(appRoot, file)) {
      problems.push(
        `SQLITE_PATH/DATA_DIR must point outside the application folder (${appRoot}): the next build deletes it.`
      )
    } else if (!existsSync(dirname(file))) {
      problems.push(`DATA_DIR: the folder of the database (${dirname(file)}) does not exist.`)
    }
  }
  /* The loader reads `<ENV_PATH>/.env`, ENV_PATH relative to the app folder (@adonisjs/env). */
  const envFolder = resolve(appRoot, env.ENV_PATH ?? '')
  if (insideApp(appRoot, envFolder) && existsSync(join(envFolder, '.env'))) {
    problems.push(
      'ENV_PATH: a .env inside the application folder is deleted by the next build; keep it outside and set ENV_PATH to its folder (or use real environment variables).'
    )
  }
  return problems
}

/** Stops the boot with every problem, one per line. */
export function assertProductionConfig(appRoot: string, env: ProductionEnv) {
  const problems = productionProblems(appRoot, env)
  if (problems.length) {
    throw new Error(`Refusing to start in production:\n- ${problems.join('\n- ')}`)
  }
}
