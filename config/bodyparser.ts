import { defineConfig } from '@adonisjs/core/bodyparser'
import { MAX_UPLOAD_BYTES } from '#services/data_tools/import_file'

export default defineConfig({
  allowedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'],
  form: {
    convertEmptyStringsToNull: true,
    limit: '1mb',
    types: ['application/x-www-form-urlencoded'],
  },
  json: {
    convertEmptyStringsToNull: true,
    limit: '1mb',
    types: [
      'application/json',
      'application/json-patch+json',
      'application/vnd.api+json',
      'application/csp-report',
    ],
  },
  /*
  | One route takes a file, the spreadsheet import, which reads it as a
  | stream itself; every other multipart body is refused before this runs
  | (app/middleware/refuse_multipart_middleware.ts). Never auto-processed:
  | auto-processing writes every file to the OS temp folder. The limit is
  | the import's budget (largest file + multipart slack); the import counts
  | the body against it itself as it arrives (receiveUpload), since the
  | bodyparser checks it only for handlers that report their chunks.
  */
  multipart: {
    autoProcess: false,
    convertEmptyStringsToNull: true,
    processManually: [],
    limit: MAX_UPLOAD_BYTES,
    types: ['multipart/form-data'],
  },
})
