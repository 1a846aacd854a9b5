import { defineConfig } from '@adonisjs/core/bodyparser'
import { MAX_UPLOAD_BYTES } from '#services/data_tools/import_file'
import { BODY_SHAPE_LIMITS } from '#services/platform/body_shape'

export default defineConfig({
  allowedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'],
  /*
  | JSON and form bodies are bounded before they reach this parser: bytes by
  | the route's audience, keys, array elements and depth as they arrive
  | (app/middleware/body_shape_middleware.ts). qs gets the same bounds, so
  | it never silently drops the fields of a form the middleware let through
  | (its defaults: 1,000 fields, depth 5).
  */
  form: {
    convertEmptyStringsToNull: true,
    limit: '1mb',
    types: ['application/x-www-form-urlencoded'],
    queryString: {
      parameterLimit: BODY_SHAPE_LIMITS.form.keys + BODY_SHAPE_LIMITS.form.items,
      depth: BODY_SHAPE_LIMITS.form.depth - 1,
    },
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
