import { once } from 'node:events'
import { createDeflateRaw, crc32 } from 'node:zlib'

/*
| A tiny zip writer for tests that need hostile archives (bombs, lying
| sizes, a chosen entry order), and a minimal .xlsx around it. Content can
| be generated piece by piece: it is deflated as it comes, so a part that
| inflates to hundreds of megabytes never exists in memory here.
*/

export type ZipPart = {
  name: string
  content: string | Buffer | Iterable<string | Buffer>
  /** The inflated size written in the headers, when it should lie. */
  declaredSize?: number
}

async function deflated(content: ZipPart['content']) {
  const pieces = typeof content === 'string' || Buffer.isBuffer(content) ? [content] : content
  const deflater = createDeflateRaw({ level: 6 })
  const out: Buffer[] = []
  deflater.on('data', (chunk: Buffer) => out.push(chunk))
  const ended = once(deflater, 'end')
  let crc = 0
  let size = 0
  for (const piece of pieces) {
    const chunk = typeof piece === 'string' ? Buffer.from(piece) : piece
    crc = crc32(chunk, crc)
    size += chunk.length
    if (!deflater.write(chunk)) await once(deflater, 'drain')
  }
  deflater.end()
  await ended
  return { data: Buffer.concat(out), crc, size }
}

/** A field of a zip header: its offset, its width in bytes, its value (little-endian). */
type Field = [offset: number, bytes: 2 | 4, value: number]

/** A header of `size` bytes, zero but for `fields`. */
function header(size: number, fields: Field[]) {
  const buffer = Buffer.alloc(size)
  for (const [offset, bytes, value] of fields) {
    if (bytes === 2) buffer.writeUInt16LE(value, offset)
    else buffer.writeUInt32LE(value, offset)
  }
  return buffer
}

/**
 * The fields the local header and the central directory entry share, from
 * `at`: version 2.0, UTF-8 names, deflated, the CRC, both sizes, the name's length.
 */
function fileFields(at: number, crc: number, compressed: number, declared: number, name: Buffer) {
  return [
    [at, 2, 20],
    [at + 2, 2, 0x0800],
    [at + 4, 2, 8],
    [at + 10, 4, crc >>> 0],
    [at + 14, 4, compressed],
    [at + 18, 4, declared],
    [at + 22, 2, name.length],
  ] satisfies Field[]
}

/** The archive of `parts`, in that order, every part deflated. */
export async function zip(parts: ZipPart[]) {
  const locals: Buffer[] = []
  const central: Buffer[] = []
  let offset = 0
  for (const part of parts) {
    const { data, crc, size } = await deflated(part.content)
    const name = Buffer.from(part.name)
    const file = (at: number) => fileFields(at, crc, data.length, part.declaredSize ?? size, name)
    locals.push(header(30, [[0, 4, 0x04034b50], ...file(4)]), name, data)
    /* The entry: "made by" version 2.0 before the shared fields, the local header's offset after. */
    central.push(header(46, [[0, 4, 0x02014b50], [4, 2, 20], ...file(6), [42, 4, offset]]), name)
    offset += 30 + name.length + data.length
  }
  const directory = Buffer.concat(central)
  const end = header(22, [
    [0, 4, 0x06054b50],
    [8, 2, parts.length],
    [10, 2, parts.length],
    [12, 4, directory.length],
    [16, 4, offset],
  ])
  return Buffer.concat([...locals, directory, end])
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main'
const RELS = 'http://schemas.openxmlformats.org/package/2006/relationships'
const DOC = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships'

/** Pieces of about 64 KB out of many small strings (deflating them one by one is slow). */
export function* batched(pieces: Iterable<string>) {
  let batch = ''
  for (const piece of pieces) {
    batch += piece
    if (batch.length >= 64 * 1024) {
      yield batch
      batch = ''
    }
  }
  if (batch) yield batch
}

/** A worksheet part: its rows' XML given piece by piece (each `<row>…</row>`). */
export function* worksheet(rows: Iterable<string>) {
  yield `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="${MAIN}"><sheetData>`
  yield* batched(rows)
  yield '</sheetData></worksheet>'
}

/** A shared strings part: its texts given piece by piece. */
export function* sharedStrings(texts: Iterable<string>) {
  yield `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><sst xmlns="${MAIN}">`
  yield* batched(
    (function* () {
      for (const text of texts) yield `<si><t>${text}</t></si>`
    })()
  )
  yield '</sst>'
}

/** An inline-string cell. */
export const inlineCell = (reference: string, text: string) =>
  `<c r="${reference}" t="inlineStr"><is><t>${text}</t></is></c>`

/**
 * A minimal .xlsx: one worksheet and, when given, shared strings.
 * `sheetFirst` puts the worksheet before the workbook and its relations in
 * the archive (what made exceljs' streaming reader spill it to a temp file).
 */
export function xlsx(options: {
  sheet: ZipPart['content']
  strings?: ZipPart['content']
  sheetFirst?: boolean
  sheetDeclaredSize?: number
}) {
  const sheet: ZipPart = {
    name: 'xl/worksheets/sheet1.xml',
    content: options.sheet,
    declaredSize: options.sheetDeclaredSize,
  }
  const strings: ZipPart[] = options.strings
    ? [{ name: 'xl/sharedStrings.xml', content: options.strings }]
    : []
  const rest: ZipPart[] = [
    {
      name: '[Content_Types].xml',
      content:
        `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
        `<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>` +
        `<Default Extension="xml" ContentType="application/xml"/>` +
        `<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>` +
        `<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>` +
        `<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>` +
        `</Types>`,
    },
    {
      name: '_rels/.rels',
      content: `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${DOC}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    },
    {
      name: 'xl/workbook.xml',
      content: `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${MAIN}" xmlns:r="${DOC}"><sheets><sheet name="Feuil1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      content:
        `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${RELS}">` +
        `<Relationship Id="rId1" Type="${DOC}/worksheet" Target="worksheets/sheet1.xml"/>` +
        (options.strings
          ? `<Relationship Id="rId2" Type="${DOC}/sharedStrings" Target="sharedStrings.xml"/>`
          : '') +
        `</Relationships>`,
    },
  ]
  return zip(options.sheetFirst ? [sheet, ...strings, ...rest] : [...rest, ...strings, sheet])
}
