import type { HttpContext } from '@adonisjs/core/http'
import type { Readable } from 'node:stream'

/** A CSV stream (csvStream) as an attached file that no cache keeps. */
export function sendCsv({ response }: HttpContext, filename: string, csv: Readable) {
  response.header('content-type', 'text/csv; charset=utf-8')
  response.header('content-disposition', `attachment; filename="${filename}"`)
  response.header('cache-control', 'no-store')
  response.stream(csv)
}
