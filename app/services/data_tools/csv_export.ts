/*
| CSV exports of the lists, as French spreadsheets open them: UTF-8 with a
| BOM (or Excel guesses the encoding wrong), ";" between cells, CRLF rows,
| dates as dd/mm/yyyy. Rows are streamed page by page, never all in memory.
*/
import { Readable } from 'node:stream'
import { stringify } from 'csv-stringify'
import { DateTime } from 'luxon'

const ZONE = 'Europe/Paris'
const CHUNK_SIZE = 500

/**
 * A line starting with = + - @ (or a tab/CR) would run as a formula when
 * opened in a spreadsheet (CSV injection); a leading apostrophe makes it
 * text. Every line of a multi-line cell is checked, since a quoted line break
 * does not stop a spreadsheet from reading the next line as a formula. Phone
 * numbers and signed figures ("+33 1 23…", "-12,5") stay as they are.
 */
export function neutraliseFormula(value: string) {
  return value
    .split(/(\r\n|\r|\n)/)
    .map((line, index) => (index % 2 === 0 ? neutraliseLine(line) : line))
    .join('')
}

function neutraliseLine(line: string) {
  if (/^[=+\-@\t\r]/.test(line) && !/^[+-][\d\s.,]+$/.test(line)) return `'${line}`
  return line
}

export function frenchDate(value: DateTime | null) {
  return value ? value.setZone(ZONE).toFormat('dd/LL/yyyy') : ''
}

/** `<prefix>-YYYY-MM-DD.csv`, dated today in France. */
export function csvFilename(prefix: string) {
  return `${prefix}-${DateTime.now().setZone(ZONE).toFormat('yyyy-LL-dd')}.csv`
}

/** Every row of a query, fetched `size` at a time (the query must be fully ordered). */
export async function* inChunks<Row>(
  fetchPage: (page: number, size: number) => Promise<Row[]>,
  size = CHUNK_SIZE
): AsyncGenerator<Row> {
  for (let page = 1; ; page++) {
    const rows = await fetchPage(page, size)
    yield* rows
    if (rows.length < size) return
  }
}

/** One column of an export: its French header and how a row fills it. */
export type CsvColumn<Row> = { header: string; value: (row: Row) => string | null }

/** `rows` as a CSV stream, one line per row in `columns` order (send it with sendCsv). */
export function csvStream<Row>(columns: CsvColumn<Row>[], rows: AsyncIterable<Row>) {
  const csv = stringify({
    bom: true,
    delimiter: ';',
    record_delimiter: 'windows',
    header: true,
    columns: columns.map((column) => column.header),
    cast: { string: neutraliseFormula },
    /* A cell holding a line break is quoted, or it would start a new row. */
    quoted_match: /[\r\n]/,
  })
  const source = Readable.from(cells(rows, columns))
  source.on('error', (error) => csv.destroy(error))
  return source.pipe(csv)
}

async function* cells<Row>(rows: AsyncIterable<Row>, columns: CsvColumn<Row>[]) {
  for await (const row of rows) yield columns.map((column) => column.value(row) ?? '')
}
