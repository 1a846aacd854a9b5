/*
| Helpers of the application tests (candidature_submission.spec.ts): tiny valid
| CVs of each accepted type, the form as a candidate fills it, posting it
| through the test client or on the wire (cookies from the form's opening,
| as a browser coming from a cached page), and the stored CV files.
*/
import { readdir, rm } from 'node:fs/promises'
import { randomBytes } from 'node:crypto'
import type { ApiClient } from '@japa/api-client'
import app from '@adonisjs/core/services/app'
import limiter from '@adonisjs/limiter/services/main'
import mail from '@adonisjs/mail/services/main'
import Candidature from '#models/candidature'
import type Offre from '#models/offre'
import type User from '#models/user'
import { UserFactory } from '#database/factories/user_factory'
import { CookieJar } from '#tests/helpers/app_process'
import { zip } from '#tests/helpers/zip'
import { offreOf } from '../offres/helpers.js'
import { route } from '#tests/helpers/routes'
import { aSociete } from '#tests/helpers/owned_records'

export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n' +
    '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'
)

/** A minimal Word document: its content types name the main part, which is there. */
export function docx() {
  return zip([
    {
      name: '[Content_Types].xml',
      content:
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    },
    {
      name: 'word/document.xml',
      content:
        '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>CV</w:t></w:r></w:p></w:body></w:document>',
    },
  ])
}

/** A minimal OpenDocument text: `mimetype` first, then its content. */
export function odt(mimetype = 'application/vnd.oasis.opendocument.text') {
  return zip([
    { name: 'mimetype', content: mimetype },
    { name: 'content.xml', content: '<office:document-content/>' },
  ])
}

/** The form as a candidate fills it (text fields). */
export const FORM = {
  prenom: 'Léa',
  nom: 'Martin',
  email: 'Lea.Martin@exemple.fr',
  telephone: '06 12 34 56 78',
  message: 'Bonjour,\nvoici ma candidature.',
  consentement: 'on',
}

export type CvFile = { name: string; bytes: Buffer } | null

type OffreState = 'publiee' | 'cloturee' | 'trashed'

/** An offer of `user` at a société of theirs: open (published, no external address) unless told. */
export async function openOffreOf(
  user: User,
  merge: Partial<Offre> = {},
  states: OffreState[] = ['publiee']
) {
  const societe = await aSociete(user, { nom: 'Atelier Lumière' })
  let factory = offreOf(user, societe, { titre: 'Chargé·e de communication', ...merge })
  for (const state of states) factory = factory.apply(state)
  return factory.create()
}

export const applyPath = (offre: Pick<Offre, 'reference'>) =>
  route('emplois.candidatures.create', { reference: offre.reference })

/** POSTs the form through the test client (CSRF token in its header); redirects not followed. */
export function apply(
  client: ApiClient,
  offre: Pick<Offre, 'reference'>,
  fields: Record<string, string | undefined> = {},
  cv: CvFile = { name: 'cv.pdf', bytes: PDF }
) {
  const request = client.post(applyPath(offre)).withCsrfToken().redirects(0)
  request.header('referer', route('emplois.show', { slug: offre.reference }))
  for (const [name, value] of Object.entries({ ...FORM, ...fields })) {
    if (value !== undefined) request.field(name, value)
  }
  if (cv) request.file('cv', cv.bytes, { filename: cv.name })
  return request
}

const base = () => `http://${process.env.HOST}:${process.env.PORT}`

/**
 * A visitor coming from a cached offer page (no cookie): opening the form
 * (GET) brings the session and XSRF-TOKEN cookies, the POST sends them back
 * as the browser's Inertia client does.
 */
export async function openForm(offre: Pick<Offre, 'reference'>) {
  const jar = new CookieJar()
  const opened = await fetch(`${base()}${applyPath(offre)}`, {
    headers: { 'accept': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
  })
  jar.store(opened)
  return { opened, jar, body: (await opened.json()) as unknown }
}

/** A multipart body of `fields` and, when given, the CV part. */
export function multipart(fields: Record<string, string>, cv: CvFile) {
  const boundary = `----candidature${randomBytes(8).toString('hex')}`
  const parts: Buffer[] = []
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`
      )
    )
  }
  if (cv) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="cv"; filename="${cv.name}"\r\n` +
          `Content-Type: application/pdf\r\n\r\n`
      ),
      cv.bytes,
      Buffer.from('\r\n')
    )
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`))
  return { body: Buffer.concat(parts), type: `multipart/form-data; boundary=${boundary}` }
}

/** POSTs the form on the wire with the jar's cookies, as an Inertia visit. */
export async function postForm(
  offre: Pick<Offre, 'reference'>,
  jar: CookieJar,
  cv: CvFile = { name: 'cv.pdf', bytes: PDF },
  fields: Record<string, string> = FORM
) {
  const { body, type } = multipart(fields, cv)
  const response = await fetch(`${base()}${applyPath(offre)}`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': type,
      'cookie': jar.header(),
      'x-xsrf-token': decodeURIComponent(jar.get('XSRF-TOKEN') ?? ''),
      'x-inertia': 'true',
      'referer': `${base()}/emplois/${offre.reference}`,
    },
    body,
  })
  await response.arrayBuffer().catch(() => undefined)
  return response
}

/** The CV files on the drive now (config/drive.ts, this run's folder). */
export async function storedCvs() {
  try {
    return await readdir(app.makePath(process.env.DRIVE_ROOT!, 'cv'))
  } catch {
    return []
  }
}

/** Empties this run's CV folder (tables are truncated between tests; files are not). */
export function clearCvs() {
  return rm(app.makePath(process.env.DRIVE_ROOT!, 'cv'), { recursive: true, force: true })
}

/**
 * Each test starts with an empty CV folder, the limits cleared and mails faked
 * (and leaves empty tables, as every test: tests/bootstrap.ts).
 */
export async function freshState() {
  await clearCvs()
  await limiter.clear()
  const { mails } = mail.fake()
  const cleanup = async () => {
    mail.restore()
  }
  return { mails, cleanup }
}

export async function rowCount() {
  const [{ total }] = await Candidature.query().count('* as total').pojo<{ total: unknown }>()
  return Number(total)
}

type Equal = { equal: (actual: unknown, expected: unknown, message?: string) => void }

/** Nothing kept: no application, no CV file. */
export async function assertNothingKept(assert: Equal) {
  assert.equal(await rowCount(), 0, 'no application row')
  const files = await storedCvs()
  assert.equal(files.length, 0, 'no CV file')
}

/** `count` applications kept, and as many CV files. */
export async function assertKept(assert: Equal, count: number) {
  assert.equal(await rowCount(), count, 'application rows')
  const files = await storedCvs()
  assert.equal(files.length, count, 'CV files')
}

/**
 * A group's setup: a fresh state (freshState) and an open offre of a new pro,
 * handed to `use` before each test.
 */
export function withOpenOffre(
  use: (fresh: { offre: Offre; mails: ReturnType<typeof mail.fake>['mails'] }) => void
) {
  return async () => {
    const { mails, cleanup } = await freshState()
    use({ mails, offre: await openOffreOf(await UserFactory.create()) })
    return cleanup
  }
}
