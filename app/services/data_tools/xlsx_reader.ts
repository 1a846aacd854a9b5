import { posix } from 'node:path'
import { SaxesParser } from 'saxes'
import { XlsxLimitError, ZipArchive, type ArchiveLimits } from '#services/data_tools/zip_archive'

export { XlsxLimitError, type XlsxLimit } from '#services/data_tools/zip_archive'

/*
| The first worksheet of an .xlsx file held in memory, read within limits
| set by the caller (app/services/data_tools/import_file.ts): each part is inflated by
| app/services/data_tools/zip_archive.ts and its XML parsed as it comes (SAX). Nothing
| is kept but the shared strings and the rows handed to `onRow`. Failures
| are `XlsxLimitError`s naming the limit; any other error means the file is
| not a readable .xlsx.
*/

export type XlsxLimits = ArchiveLimits & {
  maxSharedStrings: number
  maxSharedStringChars: number
  maxColumns: number
  maxCellChars: number
}

type Archive = ZipArchive & { limits: XlsxLimits }

type XmlHandlers = {
  open?: (name: string, attributes: Record<string, string>) => void
  close?: (name: string) => void
  text?: (text: string) => void
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1)

/**
 * A SAX parser fed text in slices. The parser holds a text, a tag or a
 * comment in memory until it ends: one running longer than a cell can be
 * (entities included) is refused before it grows.
 */
function xmlSink(on: XmlHandlers, maxCellChars: number) {
  const parser = new SaxesParser({ position: false })
  const slice = 8 * 1024
  const maxQuiet = maxCellChars * 8 + slice
  let quiet = 0
  parser.on('opentag', (tag) => {
    quiet = 0
    on.open?.(localName(tag.name), tag.attributes as Record<string, string>)
  })
  parser.on('closetag', (tag) => {
    quiet = 0
    on.close?.(localName(tag.name))
  })
  const text = (value: string) => {
    quiet = 0
    on.text?.(value)
  }
  parser.on('text', text)
  parser.on('cdata', text)
  for (const event of ['comment', 'processinginstruction', 'doctype', 'xmldecl'] as const) {
    parser.on(event, () => (quiet = 0))
  }
  return {
    write(chunk: string) {
      for (let at = 0; at < chunk.length; at += slice) {
        const part = chunk.slice(at, at + slice)
        quiet += part.length
        parser.write(part)
        if (quiet > maxQuiet) throw new XlsxLimitError('cell')
      }
    },
    close: () => parser.close(),
  }
}

/** Parses a part of the archive as XML, its events to `on`. */
async function parse(archive: Archive, name: string, on: XmlHandlers) {
  const xml = xmlSink(on, archive.limits.maxCellChars)
  await archive.stream(name, xml.write)
  xml.close()
}

/** The text of a `<si>` or `<is>`: its `<t>`, or its runs' `<t>`, phonetic runs left out. */
class RichText {
  value = ''
  #inT = false
  #inPhonetic = false

  open(name: string) {
    if (name === 'rPh') this.#inPhonetic = true
    else if (name === 't' && !this.#inPhonetic) this.#inT = true
  }
  close(name: string) {
    if (name === 'rPh') this.#inPhonetic = false
    else if (name === 't') this.#inT = false
  }
  text(text: string, maxChars: number) {
    if (!this.#inT) return
    this.value += text
    if (this.value.length > maxChars) throw new XlsxLimitError('cell')
  }
}

async function sharedStrings(archive: Archive, name: string) {
  const { maxSharedStrings, maxSharedStringChars, maxCellChars } = archive.limits
  const strings: string[] = []
  let chars = 0
  let current: RichText | null = null
  await parse(archive, name, {
    open: (tag) => {
      if (tag === 'si') current = new RichText()
      else current?.open(tag)
    },
    close: (tag) => {
      if (tag !== 'si' || !current) return current?.close(tag)
      if (strings.length >= maxSharedStrings) throw new XlsxLimitError('sharedStrings')
      chars += current.value.length
      if (chars > maxSharedStringChars) throw new XlsxLimitError('sharedStrings')
      strings.push(current.value)
      current = null
    },
    text: (text) => current?.text(text, maxCellChars),
  })
  return strings
}

/** Resolves a relationship's target against the folder of the part that names it. */
function resolveTarget(from: string, target: string) {
  if (target.startsWith('/')) return target.slice(1)
  return posix.normalize(posix.join(posix.dirname(from), target))
}

/** The relationships of a part: id → target, and the first target of each type. */
async function relationships(archive: Archive, part: string) {
  const rels = posix.join(posix.dirname(part), '_rels', `${posix.basename(part)}.rels`)
  const byId = new Map<string, string>()
  const byType = new Map<string, string>()
  if (!archive.has(rels)) return { byId, byType }
  await parse(archive, rels, {
    open: (tag, attributes) => {
      if (tag !== 'Relationship' || !attributes.Target) return
      const target = resolveTarget(part, attributes.Target)
      if (attributes.Id) byId.set(attributes.Id, target)
      const type = (attributes.Type ?? '').split('/').pop() ?? ''
      if (!byType.has(type)) byType.set(type, target)
    },
  })
  return { byId, byType }
}

/** The parts to read: the first worksheet in the workbook's order, and the shared strings. */
async function locateParts(archive: Archive) {
  const root = await relationships(archive, '')
  const workbook = root.byType.get('officeDocument') ?? 'xl/workbook.xml'
  let firstSheetId: string | undefined
  if (archive.has(workbook)) {
    await parse(archive, workbook, {
      open: (tag, attributes) => {
        if (tag !== 'sheet' || firstSheetId !== undefined) return
        const id = Object.keys(attributes).find((key) => key.endsWith(':id'))
        firstSheetId = id ? attributes[id] : ''
      },
    })
  }
  const rels = await relationships(archive, workbook)
  const named = firstSheetId ? rels.byId.get(firstSheetId) : undefined
  const sheet = named && archive.has(named) ? named : 'xl/worksheets/sheet1.xml'
  const strings = rels.byType.get('sharedStrings') ?? 'xl/sharedStrings.xml'
  return { sheet, strings: archive.has(strings) ? strings : null }
}

/** Column index (0-based) of a reference such as "B3"; past `max` it stops counting. */
function columnOf(reference: string, max: number) {
  let column = 0
  for (const char of reference.toUpperCase()) {
    const code = char.charCodeAt(0)
    if (code < 65 || code > 90) break
    column = column * 26 + code - 64
    if (column > max) return max
  }
  return column - 1
}

/** A cell's value as text, by its type. */
function cellValue(type: string, value: string, strings: string[]) {
  switch (type) {
    case 's':
      return strings[Number(value)] ?? ''
    case 'inlineStr':
    case 'str':
      return value
    case 'b':
      return value.trim() === '1' ? 'true' : value.trim() === '0' ? 'false' : value
    case 'e':
      return ''
    case 'd':
      return value.slice(0, 10)
    default: {
      const number = Number(value)
      return value.trim() !== '' && Number.isFinite(number) ? String(number) : value
    }
  }
}

/**
 * Reads the first worksheet of `bytes`, handing `onRow` every `<row>` (empty
 * ones too) as its cells' texts. `checkTime` is called as the parts inflate.
 */
export async function readXlsx(
  bytes: Buffer,
  limits: XlsxLimits,
  checkTime: () => void,
  onRow: (cells: string[]) => void
) {
  const archive = new ZipArchive(bytes, limits, checkTime) as Archive
  const parts = await locateParts(archive)
  const strings = parts.strings ? await sharedStrings(archive, parts.strings) : []
  let inSheetData = false
  let row: string[] | null = null
  let column = 0
  let cell: { column: number; type: string; value: string; inV: boolean } | null = null
  let inline: RichText | null = null
  await parse(archive, parts.sheet, {
    open: (tag, attributes) => {
      if (tag === 'sheetData') inSheetData = true
      else if (!inSheetData) return
      else if (tag === 'row') {
        row = []
        column = 0
      } else if (tag === 'c' && row) {
        const at = attributes.r ? columnOf(attributes.r, limits.maxColumns) : column
        if (at >= limits.maxColumns) throw new XlsxLimitError('columns')
        cell = { column: at < 0 ? column : at, type: attributes.t ?? 'n', value: '', inV: false }
      } else if (cell && tag === 'v') cell.inV = true
      else if (cell && tag === 'is') inline = new RichText()
      else inline?.open(tag)
    },
    text: (text) => {
      if (cell?.inV) {
        cell.value += text
        if (cell.value.length > limits.maxCellChars) throw new XlsxLimitError('cell')
      } else inline?.text(text, limits.maxCellChars)
    },
    close: (tag) => {
      if (tag === 'sheetData') inSheetData = false
      else if (tag === 'v' && cell) cell.inV = false
      else if (tag === 'is') {
        if (cell && inline) cell.value = inline.value
        inline = null
      } else if (tag === 'c' && cell && row) {
        row[cell.column] = cellValue(cell.type, cell.value, strings)
        column = cell.column + 1
        cell = null
      } else if (tag === 'row' && row) {
        onRow(Array.from(row, (value) => value ?? ''))
        row = null
      } else inline?.close(tag)
    },
  })
}
