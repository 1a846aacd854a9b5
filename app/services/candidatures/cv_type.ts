import { XlsxLimitError, ZipArchive } from '#services/data_tools/zip_archive'
import type { CvExtension } from '#services/candidatures/cv_files'
import { Refusal } from '#exceptions/refusal'

/*
| What a candidate's CV is, read from its bytes, never from its name or the
| type the browser claims (docs/security.md, "Applications"): a PDF starts
| with `%PDF-`; a DOCX is a zip whose [Content_Types].xml declares a Word
| main document that the archive holds; an ODT is a zip whose `mimetype`
| entry says `application/vnd.oasis.opendocument.text`. Anything else (HTML,
| an executable renamed .pdf, an .xlsx, a macro-enabled .docm) is refused.
| The zip is read within small limits (zip_archive.ts counts what it inflates).
*/

/** Largest CV accepted (bytes). */
export const CV_MAX_BYTES = 5 * 1024 * 1024
/** What the form adds around the file: boundaries, part headers, the text fields (message ≤ 5,000 characters). */
export const CANDIDATURE_SLACK_BYTES = 64 * 1024
/** Largest application request body: the CV and the form around it. */
export const CANDIDATURE_MAX_BODY_BYTES = CV_MAX_BYTES + CANDIDATURE_SLACK_BYTES

/** Zip parts read to tell the type: small XML files, a few dozen entries. */
const ZIP_LIMITS = { maxEntryBytes: 512 * 1024, maxTotalBytes: 1024 * 1024, maxEntries: 2000 }
/** Wall-clock time to tell a file's type (milliseconds). */
const MAX_READ_MS = 2000

const fr = (bytes: number) => (bytes / 1024 / 1024).toLocaleString('fr-FR')

/** What the candidate reads when the CV is refused (under the « CV » field). */
export const CV_MESSAGES = {
  missing: 'Joignez votre CV (PDF, Word .docx ou OpenDocument .odt).',
  empty: 'Le fichier du CV est vide.',
  fileBytes: `Le CV dépasse ${fr(CV_MAX_BYTES)} Mo.`,
  type: 'Le CV doit être un fichier PDF, Word (.docx) ou OpenDocument texte (.odt).',
  oneFile: 'Joignez un seul fichier : votre CV.',
  received: `Le CV n’a pas pu être reçu (${fr(CV_MAX_BYTES)} Mo au plus).`,
} as const

const DOCX_MAIN = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml'
const ODT_MIMETYPE = 'application/vnd.oasis.opendocument.text'

/** A part's whole text (bounded by ZIP_LIMITS). */
async function textOf(archive: ZipArchive, name: string) {
  let text = ''
  await archive.stream(name, (chunk) => (text += chunk))
  return text
}

/** The attribute values of each `<Override …/>` of [Content_Types].xml. */
function overrides(xml: string) {
  return [...xml.matchAll(/<Override\b([^>]*)>/g)].map(([, attributes]) => {
    const value = (name: string) =>
      new RegExp(`\\b${name}\\s*=\\s*"([^"]*)"`).exec(attributes)?.[1] ?? null
    return { partName: value('PartName'), contentType: value('ContentType') }
  })
}

async function zipType(bytes: Buffer): Promise<CvExtension | null> {
  const started = Date.now()
  const checkTime = () => {
    if (Date.now() - started > MAX_READ_MS) throw new XlsxLimitError('unreadable')
  }
  try {
    const archive = new ZipArchive(bytes, ZIP_LIMITS, checkTime)
    if (archive.has('mimetype')) {
      const mimetype = await textOf(archive, 'mimetype')
      return mimetype.trim() === ODT_MIMETYPE && archive.has('content.xml') ? 'odt' : null
    }
    if (!archive.has('[Content_Types].xml')) return null
    const main = overrides(await textOf(archive, '[Content_Types].xml')).find(
      (override) => override.contentType === DOCX_MAIN
    )
    return main?.partName && archive.has(main.partName) ? 'docx' : null
  } catch {
    /* A limit crossed, a truncated directory (RangeError), a broken deflate stream: not a CV. */
    return null
  }
}

/** The CV's type from its bytes; anything else is refused under the form's « CV » field. */
export async function cvTypeOf(bytes: Buffer): Promise<CvExtension> {
  if (bytes.length === 0) throw Refusal.field('cv', CV_MESSAGES.empty)
  if (bytes.length > CV_MAX_BYTES) throw Refusal.field('cv', CV_MESSAGES.fileBytes)
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf'
  /* "PK\3\4": a zip's first local header. */
  if (bytes.length > 4 && bytes.readUInt32LE(0) === 0x04034b50) {
    const extension = await zipType(bytes)
    if (extension) return extension
  }
  throw Refusal.field('cv', CV_MESSAGES.type)
}
