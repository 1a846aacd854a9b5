import { parse } from 'csv-parse/sync'
import iconv from 'iconv-lite'
import logger from '@adonisjs/core/services/logger'
import { cleanText } from '#services/platform/text_input'
import { Refusal } from '#exceptions/refusal'
import { readXlsx, XlsxLimitError, type XlsxLimit } from '#services/data_tools/xlsx_reader'

/*
| Reading an uploaded spreadsheet (docs/product.md, "Import") within a fixed
| budget: anyone who can register can upload one, so every resource a file
| can make the server spend (memory, CPU, time, the JSON stored in
| `imports.rows`) has a limit below, and crossing one stops the reader at
| once with a French error. `.xlsx`: the first worksheet
| (app/services/data_tools/xlsx_reader.ts); `.csv` separated by ";" or ",", in UTF-8
| with or without BOM or in Windows-1252 (what Excel-FR writes). Nothing is
| written to disk. The rows come back as strings, the header row first. The
| upload itself is received in app/controllers/support/upload.ts.
*/

/** Largest file accepted (bytes). */
export const MAX_FILE_BYTES = 10 * 1024 * 1024
/** What a multipart body may add around the file: boundaries, part headers, a CSRF field. */
export const MULTIPART_SLACK_BYTES = 64 * 1024
/** Largest import request body: the file and the multipart slack. */
export const MAX_UPLOAD_BYTES = MAX_FILE_BYTES + MULTIPART_SLACK_BYTES
/** Most data rows under the header. Every row counts, empty ones too. */
export const MAX_ROWS = 20_000
/** Most columns: a wider row, or a cell further right, refuses the file (never padded). */
export const MAX_COLUMNS = 100
/** Longest cell, in characters. */
export const MAX_CELL_CHARS = 10_000
/** Characters of all cells together: bounds the JSON kept in `imports.rows`. */
export const MAX_TOTAL_CHARS = 8_000_000
/**
 * XLSX: most bytes one part of the zip may inflate to (a worksheet of
 * 20,000 rows × 20 columns is about 17 MB of XML; parsing runs at 7 to
 * 25 MB/s)…
 */
export const MAX_XLSX_ENTRY_BYTES = 32 * 1024 * 1024
/** …and all the parts read from one file together. */
export const MAX_XLSX_TOTAL_BYTES = 48 * 1024 * 1024
/** XLSX: most shared strings (the workbook's table of texts)… */
export const MAX_SHARED_STRINGS = 200_000
/** …and their characters together. */
export const MAX_SHARED_STRING_CHARS = 8_000_000
/** XLSX: most entries in the zip's directory (a workbook has a dozen or two). */
export const MAX_ZIP_ENTRIES = 1_000
/** Wall-clock time to read one file, from its bytes to its rows (milliseconds). */
export const MAX_PARSE_MS = 10_000

/** The import form's file field, where every refusal of the file is shown. */
const FILE_FIELD = 'fichier'

const fr = (value: number) => value.toLocaleString('fr-FR')

/** What the person reads when a budget is crossed. */
export const IMPORT_MESSAGES = {
  fileBytes: `Le fichier dépasse ${MAX_FILE_BYTES / 1024 / 1024} Mo.`,
  rows: `Le fichier dépasse ${fr(MAX_ROWS)} lignes.`,
  columns: `Le fichier dépasse ${fr(MAX_COLUMNS)} colonnes.`,
  cell: `Une cellule dépasse ${fr(MAX_CELL_CHARS)} caractères.`,
  totalChars: `Le fichier contient plus de ${fr(MAX_TOTAL_CHARS)} caractères : découpez-le en plusieurs fichiers.`,
  time: 'La lecture du fichier prend trop de temps : découpez-le en plusieurs fichiers.',
  inflated: 'Le fichier Excel est trop volumineux une fois décompressé.',
  sharedStrings:
    'Le fichier Excel contient trop de textes différents : découpez-le en plusieurs fichiers.',
  entries: 'Le fichier Excel contient trop d’éléments : enregistrez-le de nouveau au format .xlsx.',
  xlsx: "Le fichier Excel n'a pas pu être lu : enregistrez-le au format .xlsx.",
  csv: "Le fichier CSV n'a pas pu être lu : vérifiez son format.",
  type: 'Choisissez un fichier .csv ou .xlsx.',
  received: `Le fichier n’a pas pu être reçu (${MAX_FILE_BYTES / 1024 / 1024} Mo au plus).`,
  unknown: 'Le fichier n’a pas pu être lu.',
  empty: 'Le fichier ne contient aucune ligne à importer.',
} as const

const XLSX_MESSAGES: Record<XlsxLimit, string> = {
  unreadable: IMPORT_MESSAGES.xlsx,
  inflated: IMPORT_MESSAGES.inflated,
  entries: IMPORT_MESSAGES.entries,
  sharedStrings: IMPORT_MESSAGES.sharedStrings,
  columns: IMPORT_MESSAGES.columns,
  cell: IMPORT_MESSAGES.cell,
}

/** The kind of file a name announces, or null for anything else. */
export function spreadsheetKind(filename: string) {
  const extension = filename.toLowerCase().split('.').pop()
  if (extension === 'xlsx') return 'xlsx'
  return extension === 'csv' || extension === 'txt' ? 'csv' : null
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

/**
 * A binary file named .csv (a picture, a zip, UTF-16): more control bytes
 * in its first 64 KB than a text has, even one with a few stray ones.
 */
function looksBinary(bytes: Buffer) {
  const head = bytes.subarray(0, 64 * 1024)
  let controls = 0
  for (const byte of head) {
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d) controls++
  }
  return controls * 32 > head.length
}

/** ";" when the header line has more of them than ",", as Excel-FR writes. */
function delimiterOf(text: string) {
  const end = text.search(/\r?\n/)
  const firstLine = end < 0 ? text : text.slice(0, end)
  const count = (char: string) => firstLine.split(char).length - 1
  return count(';') >= count(',') && count(';') > 0 ? ';' : ','
}

/** The rows read so far, counted against the budget as they come. */
class Sheet {
  readonly rows: string[][] = []
  #count = 0
  #chars = 0
  #width = 0
  readonly #deadline = performance.now() + MAX_PARSE_MS

  checkTime = () => {
    if (performance.now() > this.#deadline) throw Refusal.field(FILE_FIELD, IMPORT_MESSAGES.time)
  }

  /** One row of the file (empty rows count, and are dropped); its cells cleaned. */
  add = (raw: string[]) => {
    if (++this.#count > MAX_ROWS + 1) throw Refusal.field(FILE_FIELD, IMPORT_MESSAGES.rows)
    if (raw.length > MAX_COLUMNS) throw Refusal.field(FILE_FIELD, IMPORT_MESSAGES.columns)
    this.checkTime()
    /* Control characters go, as the clean-input middleware strips them from forms. */
    const cells = raw.map((cell) => cleanText(cell, true).trim())
    let width = 0
    for (const [index, cell] of cells.entries()) {
      if (cell.length > MAX_CELL_CHARS) throw Refusal.field(FILE_FIELD, IMPORT_MESSAGES.cell)
      this.#chars += cell.length
      if (cell !== '') width = index + 1
    }
    if (this.#chars > MAX_TOTAL_CHARS) throw Refusal.field(FILE_FIELD, IMPORT_MESSAGES.totalChars)
    if (width === 0) return
    this.rows.push(cells.slice(0, width))
    this.#width = Math.max(this.#width, width)
  }

  /** Every row padded to the widest one (at most MAX_COLUMNS). */
  padded() {
    return this.rows.map((row) =>
      row.length === this.#width
        ? row
        : Array.from({ length: this.#width }, (_, index) => row[index] ?? '')
    )
  }
}

function readCsv(bytes: Buffer, sheet: Sheet) {
  if (looksBinary(bytes)) throw Refusal.field(FILE_FIELD, IMPORT_MESSAGES.csv)
  const text = decodeText(bytes)
  try {
    parse(text, {
      delimiter: delimiterOf(text),
      relax_column_count: true,
      skip_empty_lines: false,
      trim: true,
      /* Called per field as it ends: the row stops at the first cell over the budget. */
      cast: (value, context) => {
        if (Number(context.index) >= MAX_COLUMNS) {
          throw Refusal.field(FILE_FIELD, IMPORT_MESSAGES.columns)
        }
        if (value.length > MAX_CELL_CHARS) throw Refusal.field(FILE_FIELD, IMPORT_MESSAGES.cell)
        return value
      },
      /* Rows are counted and kept by the sheet, never gathered by the parser. */
      on_record: (record: string[]) => {
        sheet.add(record)
        return null
      },
    })
  } catch (error) {
    if (error instanceof Refusal) throw error
    throw Refusal.field(FILE_FIELD, IMPORT_MESSAGES.csv)
  }
}

async function readWorkbook(bytes: Buffer, sheet: Sheet) {
  const limits = {
    maxEntryBytes: MAX_XLSX_ENTRY_BYTES,
    maxTotalBytes: MAX_XLSX_TOTAL_BYTES,
    maxEntries: MAX_ZIP_ENTRIES,
    maxSharedStrings: MAX_SHARED_STRINGS,
    maxSharedStringChars: MAX_SHARED_STRING_CHARS,
    maxColumns: MAX_COLUMNS,
    maxCellChars: MAX_CELL_CHARS,
  }
  try {
    await readXlsx(bytes, limits, sheet.checkTime, sheet.add)
  } catch (error) {
    if (error instanceof Refusal) throw error
    if (error instanceof XlsxLimitError) throw Refusal.field(FILE_FIELD, XLSX_MESSAGES[error.limit])
    throw Refusal.field(FILE_FIELD, IMPORT_MESSAGES.xlsx)
  }
}

/**
 * The rows of an uploaded file, header first. Anything else is refused on
 * the form's file field: the budget crossed, or (logged) a file no reader
 * understood.
 */
export async function readSpreadsheet(bytes: Buffer, filename: string) {
  try {
    return await rowsOf(bytes, filename)
  } catch (error) {
    if (error instanceof Refusal) throw error
    logger.warn({ err: error }, 'import unreadable')
    throw Refusal.field(FILE_FIELD, IMPORT_MESSAGES.unknown)
  }
}

async function rowsOf(bytes: Buffer, filename: string) {
  const kind = spreadsheetKind(filename)
  if (!kind) throw Refusal.field(FILE_FIELD, IMPORT_MESSAGES.type)
  if (bytes.length > MAX_FILE_BYTES) throw Refusal.field(FILE_FIELD, IMPORT_MESSAGES.fileBytes)
  const sheet = new Sheet()
  if (kind === 'xlsx') await readWorkbook(bytes, sheet)
  else readCsv(bytes, sheet)
  if (sheet.rows.length < 2) throw Refusal.field(FILE_FIELD, IMPORT_MESSAGES.empty)
  const [headers, ...rows] = sheet.padded()
  return { headers, rows }
}
