/*
| The scale database of `npm run check:scale`: made from the build (its
| migrations and demo seeders, as an operator would), people to sign in,
| and what the check counts at the end.
*/
import { spawnSync } from 'node:child_process'
import { queryPostgres } from './services.mjs'

export const DATABASE = 'esidoor_scale'
export const PASSWORD = 'motdepasse'
/** The demo pro the people are copied from (database/seeders/main_seeder.ts). */
const MODEL_ACCOUNT = 'pro@example.fr'
/** A demo account the load never uses: the limiter check hammers its sign-in. */
export const LIMITER_ACCOUNT = 'lecteur@example.fr'

function ace(appDir, env, args) {
  const run = spawnSync(process.execPath, ['ace.js', ...args], {
    cwd: appDir,
    env,
    encoding: 'utf8',
  })
  if (run.status !== 0) {
    throw new Error(`node ace ${args.join(' ')} failed:\n${run.stdout}\n${run.stderr}`)
  }
}

/** Creates the database, runs the build's migrations and seeders, adds `people` pros. */
export async function prepareDatabase({ port, appDir, env, people }) {
  await queryPostgres(port, 'postgres', `create database ${DATABASE}`)
  ace(appDir, env, ['migration:run', '--force'])
  ace(appDir, env, ['db:seed'])
  const columns = (
    await queryPostgres(
      port,
      DATABASE,
      `select column_name from information_schema.columns
       where table_schema = 'public' and table_name = 'users' and column_name not in ('id', 'email')`
    )
  ).map(({ column_name: name }) => `"${name}"`)
  const emails = Array.from({ length: people }, (_, index) => `charge${index + 1}@example.fr`)
  for (const email of emails) {
    await queryPostgres(
      port,
      DATABASE,
      `insert into users (email, ${columns.join(', ')})
       select $1, ${columns.join(', ')} from users where email = $2`,
      [email, MODEL_ACCOUNT]
    )
  }
  return emails
}

/** Contacts whose name starts with `tag`: how many rows each name has, and their ids. */
export async function storedMarkers(port, tag) {
  const rows = await queryPostgres(
    port,
    DATABASE,
    `select nom, count(*)::int as n, array_agg(id order by id) as ids
     from contacts where nom like $1 group by nom`,
    [`${tag}-%`]
  )
  return new Map(rows.map((row) => [row.nom, { n: row.n, ids: row.ids.map(Number) }]))
}
