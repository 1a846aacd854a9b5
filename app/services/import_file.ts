import type { Readable } from 'node:stream'
import { parse } from 'csv-parse/sync'
import iconv from 'iconv-lite'
import ExcelJS from 'exceljs'

/*
| Reading an uploaded spreadsheet (docs/product.md, "Import") straight from
| the request stream, never from a file on disk: `.xlsx` through exceljs'
| streaming reader (first worksheet), `.csv` separated by ";" or ",", in
| UTF-8 with or without BOM or in Windows-1252 (what Excel-FR writes). The
| rows come back as strings, the header row first.
*/

/** Largest file accepted (bytes) and most data rows. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024
export const MAX_ROWS = 20_000

export class ImportFileError extends Error {}

/** The bytes of a stream, refused beyond `limit`. */
async function bytesOf(stream: Readable, limit: number) {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of stream) {
    size += (chunk as Buffer).length
    if (size > limit) {
      stream.resume()
      throw new ImportFileError('Le fichier dépasse 10 Mo.')
    }
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks)
}

/** UTF-8 (a BOM is dropped) when the bytes are valid UTF-8, else Windows-1252. */
export function decodeText(bytes: Buffer) {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    return bytes.subarray(3).toString('utf8')
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return iconv.decode(bytes, 'win1252')
  }
}

/** ";" when the header line has more of them than ",", as Excel-FR writes. */
function delimiterOf(text: string) {
  const firstLine = text.slice(0, text.search(/\r?\n|$/))
  const count = (char: string) => firstLine.split(char).length - 1
  return count(';') >= count(',') && count(';') > 0 ? ';' : ','
}

export function parseCsv(text: string): string[][] {
  try {
    return parse(text, {
      delimiter: delimiterOf(text),
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      to: MAX_ROWS + 1,
    }) as string[][]
  } catch {
    throw new ImportFileError("Le fichier CSV n'a pas pu être lu : vérifiez son format.")
  }
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return ''
  if (value instanceof Date) return value.toISOString().slice(0, 10)
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('')
    if ('text' in value) return String(value.text)
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue)
    return ''
  }
  return String(value).trim()
}

async function parseXlsx(stream: Readable): Promise<string[][]> {
  const rows: string[][] = []
  try {
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(stream, {
      sharedStrings: 'cache',
      hyperlinks: 'ignore',
      styles: 'ignore',
      worksheets: 'emit',
    })
    for await (const worksheet of reader) {
      for await (const row of worksheet) {
        const values = (row.values as ExcelJS.CellValue[]).slice(1)
        const cells = values.map(cellText)
        if (cells.some((cell) => cell !== '')) rows.push(cells)
        if (rows.length > MAX_ROWS + 1) break
      }
      break
    }
  } catch {
    throw new ImportFileError(
      "Le fichier Excel n'a pas pu être lu : enregistrez-le au format .xlsx."
    )
  }
  return rows
}

/** The rows of an uploaded file, header first; a French error for anything else. */
export async function readSpreadsheet(stream: Readable, filename: string) {
  const extension = filename.toLowerCase().split('.').pop()
  let rows: string[][]
  if (extension === 'xlsx') rows = await parseXlsx(stream)
  else if (extension === 'csv' || extension === 'txt') {
    rows = parseCsv(decodeText(await bytesOf(stream, MAX_FILE_BYTES)))
  } else {
    stream.resume()
    throw new ImportFileError('Choisissez un fichier .csv ou .xlsx.')
  }
  if (rows.length < 2) throw new ImportFileError('Le fichier ne contient aucune ligne à importer.')
  if (rows.length > MAX_ROWS + 1) {
    throw new ImportFileError(`Le fichier dépasse ${MAX_ROWS.toLocaleString('fr-FR')} lignes.`)
  }
  const [headers, ...data] = rows
  const width = Math.max(headers.length, ...data.map((row) => row.length))
  const pad = (row: string[]) => Array.from({ length: width }, (_, index) => row[index] ?? '')
  return { headers: pad(headers), rows: data.map(pad) }
}
