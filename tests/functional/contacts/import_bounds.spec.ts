import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from '@japa/runner'
import ExcelJS from 'exceljs'
import Import from '#models/import'
import Contact from '#models/contact'
import Societe from '#models/societe'
import { UserFactory } from '#database/factories/user_factory'
import {
  IMPORT_MESSAGES,
  MAX_FILE_BYTES,
  MAX_PARSE_MS,
  MAX_UPLOAD_BYTES,
} from '#services/data_tools/import_file'
import { dryRun, newImport, planCounts, postJson, refusedRow } from '../imports/helpers.js'
import { inlineCell, sharedStrings, worksheet, xlsx } from '#tests/helpers/zip'
import { UPLOAD_LIMITS } from '#services/platform/upload_limits'
import {
  peakRss,
  resetUploadLimits,
  send,
  signIn,
  tmpListing,
  visit,
  type RawAnswer,
  type Session,
} from '#tests/helpers/raw_upload'
import { route } from '#tests/helpers/routes'

/*
| The spreadsheet import has a bounded cost (attack round 3): hostile files
| sent to both imports are refused with a French error on "fichier", fast,
| without spilling anything to the temp folder, without writing an import,
| and without the server's memory growing by more than a stated bound
| (the HTTP server runs in this process; today's main code went to GBs,
| wrote hundreds of MB to the temp folder, or never answered).
*/

const MB = 1024 * 1024
const KINDS = [
  {
    kind: 'contacts',
    upload: route('contacts.import.store'),
    page: route('contacts.import.create'),
  },
  {
    kind: 'sociétés',
    upload: route('societes.import.store'),
    page: route('societes.import.create'),
  },
] as const

/** The French message of a refused upload, as a JSON caller gets it (422 or 413). */
function messageOf(answer: RawAnswer) {
  const body = JSON.parse(answer.text) as { message?: string; errors?: { message: string }[] }
  return body.errors?.[0]?.message ?? body.message
}

type Hostile = {
  name: string
  filename: string
  build: () => Promise<Buffer>
  message: string
  /** Sent this many times at once (the attack is cheap to repeat). */
  parallel: number
  /** Most the server's RSS may grow while answering them all (MB). */
  rssMb: number
}

/** The first row of `rows`, then the sheet, as an .xlsx built by exceljs. */
async function excelWith(fill: (sheet: ExcelJS.Worksheet) => void) {
  const workbook = new ExcelJS.Workbook()
  fill(workbook.addWorksheet('Contacts'))
  return Buffer.from(await workbook.xlsx.writeBuffer())
}

function* emptyRows(count: number) {
  yield `<row r="1">${inlineCell('A1', 'Nom')}</row><row r="2">${inlineCell('A2', 'Durand')}</row>`
  for (let row = 3; row <= count; row++) yield `<row r="${row}" spans="1:1"/>`
}

/** A header, then ~`megabytes` of elements the reader skips (each 50 KB of text). */
function* padding(megabytes: number) {
  yield `<row r="1">${inlineCell('A1', 'Nom')}</row><row r="2">${inlineCell('A2', 'Durand')}</row>`
  const filler = `<x>${'a'.repeat(50 * 1024)}</x>`
  for (let size = 0; size < megabytes * MB; size += filler.length) yield filler
}

function* repeated(text: string, count: number) {
  for (let index = 0; index < count; index++) yield text
}

const headerOfStrings = `<row r="1"><c r="A1" t="s"><v>0</v></c></row><row r="2"><c r="A2" t="s"><v>1</v></c></row>`

/** A PNG's signature and header chunk, then noise: a picture renamed. */
const png = () =>
  Buffer.concat([
    Buffer.from('89504e470d0a1a0a0000000d49484452000000100000001008060000001ff3ff61', 'hex'),
    randomBytes(20_000),
  ])

const HOSTILE: Hostile[] = [
  {
    name: 'a CSV whose first row has 50,000 separators, then 20,000 short rows',
    filename: 'large.csv',
    build: async () => Buffer.from(`Nom${';'.repeat(50_000)}\n${'Durand;Élise\n'.repeat(20_000)}`),
    message: IMPORT_MESSAGES.columns,
    parallel: 5,
    rssMb: 150,
  },
  {
    name: 'a CSV of 25,000 rows between empty lines',
    filename: 'long.csv',
    build: async () => {
      const lines = ['Nom;Prénom']
      for (let row = 0; row < 25_000; row++) lines.push(`Nom ${row};Prénom`, '')
      return Buffer.from(lines.join('\n'))
    },
    message: IMPORT_MESSAGES.rows,
    parallel: 1,
    rssMb: 100,
  },
  {
    name: 'a CSV with a cell of 1 MB',
    filename: 'cellule.csv',
    build: async () => Buffer.from(`Nom;Notes\nDurand;${'x'.repeat(MB)}\n`),
    message: IMPORT_MESSAGES.cell,
    parallel: 5,
    rssMb: 150,
  },
  {
    name: 'an .xlsx with one cell at XFD1',
    filename: 'xfd.xlsx',
    build: () =>
      excelWith((sheet) => {
        sheet.getCell('A1').value = 'Nom'
        sheet.getCell('XFD1').value = 'x'
        sheet.getCell('A2').value = 'Durand'
      }),
    message: IMPORT_MESSAGES.columns,
    parallel: 5,
    rssMb: 150,
  },
  {
    name: 'an .xlsx of 1,048,576 empty <row> elements',
    filename: 'lignes.xlsx',
    build: () => xlsx({ sheet: worksheet(emptyRows(1_048_576)) }),
    message: IMPORT_MESSAGES.rows,
    parallel: 5,
    rssMb: 150,
  },
  {
    name: 'an .xlsx bomb, worksheet first, its size declared (100 MB)',
    filename: 'bombe.xlsx',
    build: () => xlsx({ sheet: worksheet(padding(100)), sheetFirst: true }),
    message: IMPORT_MESSAGES.inflated,
    parallel: 5,
    rssMb: 150,
  },
  {
    name: 'an .xlsx bomb, worksheet first, its size a lie (100 MB declared as 1 KB)',
    filename: 'bombe.xlsx',
    build: () =>
      xlsx({ sheet: worksheet(padding(100)), sheetFirst: true, sheetDeclaredSize: 1024 }),
    message: IMPORT_MESSAGES.inflated,
    parallel: 5,
    rssMb: 150,
  },
  {
    name: 'an .xlsx of 1,000,000 shared strings',
    filename: 'textes.xlsx',
    build: () =>
      xlsx({
        sheet: worksheet([headerOfStrings]),
        strings: sharedStrings(repeated('x', 1_000_000)),
        sheetFirst: true,
      }),
    message: IMPORT_MESSAGES.sharedStrings,
    parallel: 5,
    rssMb: 200,
  },
  {
    name: 'an .xlsx of 20,000 shared strings of 500 characters',
    filename: 'textes.xlsx',
    build: () =>
      xlsx({
        sheet: worksheet([headerOfStrings]),
        strings: sharedStrings(repeated('y'.repeat(500), 20_000)),
        sheetFirst: true,
      }),
    message: IMPORT_MESSAGES.sharedStrings,
    parallel: 5,
    rssMb: 200,
  },
  {
    name: 'a PNG renamed .xlsx',
    filename: 'photo.xlsx',
    build: async () => png(),
    message: IMPORT_MESSAGES.xlsx,
    parallel: 1,
    rssMb: 100,
  },
  {
    name: 'a PNG renamed .csv',
    filename: 'photo.csv',
    build: async () => png(),
    message: IMPORT_MESSAGES.csv,
    parallel: 1,
    rssMb: 100,
  },
  {
    name: 'random bytes named .xlsx',
    filename: 'hasard.xlsx',
    build: async () => randomBytes(200_000),
    message: IMPORT_MESSAGES.xlsx,
    parallel: 1,
    rssMb: 100,
  },
  {
    name: 'random bytes named .csv',
    filename: 'hasard.csv',
    build: async () => randomBytes(200_000),
    message: IMPORT_MESSAGES.csv,
    parallel: 1,
    rssMb: 100,
  },
]

const CASES = HOSTILE.flatMap((hostile) => KINDS.map((kind) => ({ ...hostile, ...kind })))

/** A new pro's session, signed in over raw HTTP. */
async function signedInPro() {
  const user = await UserFactory.create()
  return signIn(user.email)
}

/** The server still serves the signed-in person's upload page. */
async function stillAnswers(session: Session, path: string) {
  const response = await visit(session, path)
  return response.status
}

test.group('Import | a bounded cost for hostile files', (group) => {
  let folder = ''
  let previous: string | undefined
  group.setup(() => {
    /* A temp folder of our own: anything the server spills shows up here, nobody else's files. */
    previous = process.env.TMPDIR
    folder = mkdtempSync(join(tmpdir(), 'import-bounds-'))
    process.env.TMPDIR = folder
    return () => {
      if (previous === undefined) delete process.env.TMPDIR
      else process.env.TMPDIR = previous
      rmSync(folder, { recursive: true, force: true })
    }
  })
  group.each.setup(() => {
    /* What parallel hostile files cost to parse, as if five people sent them: the caps on
       uploads in flight per account and IP are tested in platform/upload_shares.spec.ts. */
    UPLOAD_LIMITS.pools.imports.perAccount = 5
    UPLOAD_LIMITS.pools.imports.perIp = 5
    return resetUploadLimits
  })

  test('{name} ({kind}): a French error, in time, nothing kept')
    .with(CASES)
    .run(async ({ assert }, hostile) => {
      const session = await signedInPro()
      const bytes = await hostile.build()
      assert.isAtMost(bytes.length, MAX_FILE_BYTES)
      const before = tmpListing()

      /* Alone: the budget it crosses names itself. */
      const alone = await send(session, hostile.upload, hostile.filename, bytes, { json: true })
      assert.equal(alone.status, 422, alone.text.slice(0, 300))
      assert.equal(messageOf(alone), hostile.message)
      assert.isBelow(alone.ms, MAX_PARSE_MS + 1000)

      /* Several at once: each still answers in time (under load, the time budget may speak first). */
      const { result: answers, growth } = await peakRss(() =>
        Promise.all(
          Array.from({ length: hostile.parallel }, () =>
            send(session, hostile.upload, hostile.filename, bytes, { json: true })
          )
        )
      )
      for (const answer of answers) {
        assert.equal(answer.status, 422, answer.text.slice(0, 300))
        assert.oneOf(messageOf(answer), [hostile.message, IMPORT_MESSAGES.time])
        assert.isBelow(answer.ms, MAX_PARSE_MS + 1000)
      }
      const slowest = Math.max(...answers.map((answer) => answer.ms))
      console.log(
        `  ${hostile.name} (${hostile.kind}): ${Math.round(bytes.length / 1024)} KB, alone` +
          ` ${Math.round(alone.ms)} ms; ×${hostile.parallel} slowest ${Math.round(slowest)} ms,` +
          ` RSS +${Math.round(growth / MB)} MB`
      )
      assert.isBelow(growth, hostile.rssMb * MB)
      assert.deepEqual(
        [...tmpListing()].filter((name) => !before.has(name)),
        []
      )
      assert.lengthOf(await Import.all(), 0)
      assert.equal(await stillAnswers(session, hostile.page), 200)
    })
    .timeout(90_000)

  test('a page post of a hostile file goes back to the form with the error on "fichier"', async ({
    assert,
  }) => {
    const session = await signedInPro()
    const bytes = await excelWith((sheet) => {
      sheet.getCell('A1').value = 'Nom'
      sheet.getCell('XFD1').value = 'x'
    })
    const answer = await send(session, route('contacts.import.store'), 'xfd.xlsx', bytes)
    assert.equal(answer.status, 302)
    const page = await visit(session, route('contacts.import.create'))
    assert.include(await page.text(), IMPORT_MESSAGES.columns)
    assert.lengthOf(await Import.all(), 0)
  })
})

/** What a refusal of an upload too large may say: ours, or the server-wide size check's. */
const TOO_LARGE = [IMPORT_MESSAGES.fileBytes, 'Requête trop volumineuse.']

/** The field errors a page shows after a refused post (read from the page's Inertia props). */
async function fichierErrorOn(session: Session, path: string) {
  const response = await visit(session, path)
  const html = await response.text()
  const json = /<script data-page="app" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1]
  const page = JSON.parse(json ?? '{}') as { props?: { errors?: { fichier?: string | string[] } } }
  return [page.props?.errors?.fichier ?? []].flat()[0]
}

test.group('Import | uploads over the size budget', () => {
  test('declared at 14 MB ({kind}): refused before the body is sent, connection closed')
    .with([...KINDS])
    .run(async ({ assert }, { upload, page: form }) => {
      const session = await signedInPro()
      const bytes = Buffer.alloc(14 * MB, 'a')
      const answer = await send(session, upload, 'gros.csv', bytes, {
        json: true,
        declaredLength: bytes.length + 200,
        sendOnly: MB,
        timeout: 3000,
      })
      assert.equal(answer.status, 413)
      assert.oneOf(messageOf(answer), TOO_LARGE)
      assert.equal(answer.headers.connection, 'close')
      assert.isBelow(answer.ms, 1000)
      assert.lengthOf(await Import.all(), 0)
      assert.equal(await stillAnswers(session, form), 200)
    })

  test('declared just over the file and its slack: the import itself refuses, JSON and page', async ({
    assert,
  }) => {
    const session = await signedInPro()
    const bytes = Buffer.alloc(MAX_UPLOAD_BYTES + 256 * 1024 - 200, 'a')
    const options = { declaredLength: bytes.length + 200, sendOnly: MB, timeout: 3000 }
    const json = await send(session, route('contacts.import.store'), 'gros.csv', bytes, {
      ...options,
      json: true,
    })
    assert.equal(json.status, 413)
    assert.oneOf(messageOf(json), TOO_LARGE)
    assert.equal(json.headers.connection, 'close')

    const page = await send(session, route('contacts.import.store'), 'gros.csv', bytes, options)
    assert.equal(page.headers.connection, 'close')
    if (page.status === 302) {
      assert.equal(
        await fichierErrorOn(session, route('contacts.import.create')),
        IMPORT_MESSAGES.fileBytes
      )
    } else {
      /* The server-wide size check answered first (its own French text). */
      assert.equal(page.status, 413)
      assert.oneOf(page.text, TOO_LARGE)
    }
    assert.lengthOf(await Import.all(), 0)
  })

  test('chunked, 48 MB, no length ({kind}): reading stops at the budget, the rest is never read')
    .with([...KINDS])
    .run(async ({ assert }, { upload, page: form }) => {
      const session = await signedInPro()
      const bytes = Buffer.alloc(48 * MB, 'a')
      const before = tmpListing()
      const { result: answer, growth } = await peakRss(() =>
        send(session, upload, 'gros.csv', bytes, { json: true, chunked: true, timeout: 5000 })
      )
      assert.equal(answer.status, 413)
      assert.equal(messageOf(answer), IMPORT_MESSAGES.fileBytes)
      assert.equal(answer.headers.connection, 'close')
      /* Answered once the budget was crossed, with most of the body still unsent (what the
         sockets' buffers hold on the way is the difference). */
      assert.isAbove(answer.sentBeforeAnswer, MAX_FILE_BYTES)
      assert.isBelow(answer.sentBeforeAnswer, 32 * MB)
      console.log(
        `  chunked 48 MB: answered after ${(answer.sentBeforeAnswer / MB).toFixed(1)} MB sent,` +
          ` ${Math.round(answer.ms)} ms, RSS +${Math.round(growth / MB)} MB`
      )
      assert.isBelow(growth, 100 * MB)
      assert.deepEqual(
        [...tmpListing()].filter((name) => !before.has(name)),
        []
      )
      assert.lengthOf(await Import.all(), 0)
      assert.equal(await stillAnswers(session, form), 200)
    })

  test('chunked, no length, from the page: back to the form with the error', async ({ assert }) => {
    const session = await signedInPro()
    const bytes = Buffer.alloc(14 * MB, 'a')
    const answer = await send(session, route('societes.import.store'), 'gros.csv', bytes, {
      chunked: true,
      timeout: 5000,
    })
    assert.equal(answer.status, 302)
    assert.equal(answer.headers.connection, 'close')
    assert.equal(
      await fichierErrorOn(session, route('societes.import.create')),
      IMPORT_MESSAGES.fileBytes
    )
    assert.lengthOf(await Import.all(), 0)
  })

  test('a file of exactly 10 MB is still read', async ({ assert }) => {
    const session = await signedInPro()
    const head = 'Nom;Notes\n'
    const line = `Durand;${'n'.repeat(600)}\n`
    let csv = head + line.repeat(Math.floor((MAX_FILE_BYTES - head.length) / line.length))
    csv += 'x'.repeat(MAX_FILE_BYTES - csv.length)
    const answer = await send(
      session,
      route('contacts.import.store'),
      'dix.csv',
      Buffer.from(csv),
      {
        json: true,
      }
    )
    /* Read whole: refused for its number of characters, not for its size. */
    assert.equal(answer.status, 422)
    assert.equal(messageOf(answer), IMPORT_MESSAGES.totalChars)
  })
})

const SOCIETE_TOO_LONG = 'Société : Le champ raison sociale ne doit pas dépasser 255 caractères.'

test.group('Import | a contact row’s société is checked as the société form checks it', () => {
  test('a hostile société name rejects its row; a normal one is created, cleaned', async ({
    client,
    assert,
  }) => {
    const hostile = `Évil\u001b\u0007\r\n\u202e${'x'.repeat(2000)}`
    const csv =
      'Nom;E-mail;Société;Notes\n' +
      `Durand;durand@exemple.fr;"${hostile}";Hostile\n` +
      `Martin;martin@exemple.fr;"  Acme\u0007\r\nCorp\u001b ";"Ligne 1\r\nLigne\u0000 2"\n`
    const { user, imp } = await newImport(client, 'contacts', csv)
    /* Control characters are gone from what is kept; the line break of a cell stays until mapped. */
    assert.notInclude(JSON.stringify(imp.rows), '\u001b')
    const mapping = { nom: 0, email: 1, societe: 2, notes: 3 }

    const plan = await dryRun(client, user, 'contacts', imp, { mapping })
    assert.deepEqual(plan.counts, planCounts(1, 0, 0, 1))
    assert.deepEqual(plan.rows[0], refusedRow(2, SOCIETE_TOO_LONG))
    assert.deepEqual(plan.newSocietes, ['Acme Corp'])

    const run = await postJson(client, user, route('contacts.import.run', { id: imp.id }), {
      mapping,
    })
    run.assertStatus(200)
    const societes = await Societe.query().where('userId', user.id)
    assert.deepEqual(
      societes.map((societe) => societe.nom),
      ['Acme Corp']
    )
    const contacts = await Contact.query().where('userId', user.id)
    assert.lengthOf(contacts, 1)
    assert.equal(contacts[0].nom, 'Martin')
    assert.equal(contacts[0].societeId, societes[0].id)
    assert.equal(contacts[0].notes, '<p>Ligne 1</p><p>Ligne 2</p>')
    await imp.refresh()
    assert.equal(imp.outcome?.rejected[0].message, SOCIETE_TOO_LONG)
  })
})
