import { PRO_SORTS } from '#services/pro_directory'
import { listQueryValidator } from '#validators/list_query'

/** `?search&page&sort&order` of the professionals' list (the trash filter does not apply). */
export const proListValidator = listQueryValidator(PRO_SORTS)
