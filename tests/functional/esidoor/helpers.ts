/*
| Shared helpers of the e-sidoor tests: the account kinds and signed-in
| requests of the access tests, plus a query counter.
*/

export { aStaffMember, accounts, as, esiAndPro } from '../access/helpers.js'
export { assertCostKept, countQueries } from '#tests/helpers/count_queries'
