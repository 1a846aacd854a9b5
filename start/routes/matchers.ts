/*
| Record ids: positive and within PostgreSQL's integer range (nine digits, as
| MAX_RECORD_ID of app/validators/shared_rules.ts); anything else is a 404.
*/
export const recordId = { match: /^[1-9]\d{0,8}$/, cast: (id: string) => Number(id) }
