/*
| Shared steps of the spreadsheet import tests (contacts and sociétés): the
| upload, the JSON calls of the mapping page (dry run, run in slices) and
| what a dry run answers.
*/
import type { ApiClient } from '@japa/api-client'
import Import from '#models/import'
import type User from '#models/user'
import { UserFactory } from '#database/factories/user_factory'
import { route } from '#tests/helpers/routes'
import { postJsonAs, sendAs, visitAs } from '#tests/helpers/as_user'

/** The route names' prefix of each import. */
export type Kind = 'contacts' | 'societes'

/** What a dry run answers. */
export type Plan = {
  counts: Record<string, number>
  rows: { line: number; status: string; message?: string }[]
  newSocietes: string[]
}

/** A dry run's counts, under the page's labels. */
export function planCounts(created: number, updated: number, ignored: number, errors = 0) {
  return {
    'à créer': created,
    'à mettre à jour': updated,
    'à ignorer (doublon)': ignored,
    'erreur': errors,
  }
}

/** A plan's row refused with `message`. */
export function refusedRow(line: number, message: string) {
  return { line, status: 'erreur', message }
}

/** `user` uploads `csv` to the `kind` import; its redirect answers. */
export function upload(
  client: ApiClient,
  user: User,
  kind: Kind,
  csv: string | Buffer,
  name = 'f.csv'
) {
  const bytes = typeof csv === 'string' ? Buffer.from(csv) : csv
  const request = client
    .post(route(`${kind}.import.store`))
    .file('fichier', bytes, { filename: name })
  return sendAs(request, user)
}

/** Uploads `csv` (as the file `name`) and answers the import it made, whose page it opens. */
export async function importOf(
  client: ApiClient,
  user: User,
  kind: Kind,
  csv: string | Buffer,
  name?: string
) {
  const response = await upload(client, user, kind, csv, name)
  response.assertStatus(302)
  const imp = await Import.query().where('userId', user.id).orderBy('id', 'desc').firstOrFail()
  response.assertHeader('location', route(`${kind}.import.show`, { id: imp.id }))
  return imp
}

/** A new pro's upload of `csv` (as the file `name`): the pro and the import. */
export async function newImport(
  client: ApiClient,
  kind: Kind,
  csv: string | Buffer,
  name?: string
) {
  const user = await UserFactory.create()
  return { user, imp: await importOf(client, user, kind, csv, name) }
}

/** The props of `imp`'s mapping page (a 200), read as `user`. */
export async function importPage(client: ApiClient, user: User, kind: Kind, imp: { id: number }) {
  const response = await visitAs(client, user, route(`${kind}.import.show`, { id: imp.id }))
  response.assertStatus(200)
  return response.inertiaProps as Record<string, any>
}

/** A JSON call of the mapping page, as `user`. */
export const postJson = postJsonAs

/** The dry run of `imp` for `body` (mapping, update): 200 and its plan. */
export async function dryRun(
  client: ApiClient,
  user: User,
  kind: Kind,
  imp: { id: number },
  body: object
) {
  const response = await postJson(
    client,
    user,
    route(`${kind}.import.dry_run`, { id: imp.id }),
    body
  )
  response.assertStatus(200)
  return response.body() as Plan
}

/** Runs `imp` slice by slice until done (at most `turns` slices). */
export async function runAll(
  client: ApiClient,
  user: User,
  kind: Kind,
  imp: { id: number },
  body: object,
  turns = 10
) {
  for (let turn = 0; turn < turns; turn++) {
    const step = await postJson(client, user, route(`${kind}.import.run`, { id: imp.id }), body)
    step.assertStatus(200)
    if ((step.body() as { done: boolean }).done) return
  }
  throw new Error('import never finished')
}

/** The dry run of `imp` for `body`, then the import itself to its end: the plan it ran. */
export async function dryRunThenRun(
  client: ApiClient,
  user: User,
  kind: Kind,
  imp: { id: number },
  body: object,
  turns?: number
) {
  const plan = await dryRun(client, user, kind, imp, body)
  await runAll(client, user, kind, imp, body, turns)
  return plan
}
