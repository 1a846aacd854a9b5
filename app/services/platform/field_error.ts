import { errors } from '@vinejs/vine'

/**
 * Refuses a request with a French error on one form field, through the same
 * path as VineJS failures: pages get a redirect back with the error, JSON
 * calls a 422 with the field error.
 */
export function fieldError(field: string, message: string): never {
  throw new errors.E_VALIDATION_ERROR([{ field, message, rule: 'custom' }])
}
