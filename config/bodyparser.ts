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
  | Two kinds of route take a file, the spreadsheet import and a job
  | application, which read it as a stream themselves; every other multipart
  | body is refused before this runs (MULTIPART_ROUTES of
  | app/middleware/refuse_multipart_middleware.ts). Never auto-processed:
  | auto-processing writes every file to the OS temp folder. The limit is
  | the largest budget (the import's file + multipart slack); each route
  | counts the body against its own as it arrives (receiveFormWithFile),
  | since the bodyparser checks it only for handlers that report their chunks.
  */
  multipart: {
    autoProcess: false,
    convertEmptyStringsToNull: true,
    processManually: [],
    limit: MAX_UPLOAD_BYTES,
    types: ['multipart/form-data'],
  },
})
