/*
| The state every functional and browser test starts from, by default: empty
| tables, no rate-limit counts, the real mailer. tests/bootstrap.ts registers
| it on every group of those suites; a group opts out with `keepRows(group)`.
*/
import type { Group } from '@japa/runner/core'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import mail from '@adonisjs/mail/services/main'

const keeping = new WeakSet<Group>()

/**
 * The tests of `group` keep each other's rows: its tables are not emptied
 * after each test, nor the rate-limit counts cleared, nor the mailer put back.
 * For a group that seeds rows once (in `group.setup`), whose tests build on
 * the rows of the tests before them, or that manages the database itself (its
 * own truncation, migrations, another connection). The group still starts
 * from empty tables, and the next group too (tests/bootstrap.ts).
 */
export function keepRows(group: Group) {
  keeping.add(group)
}

/**
 * Each test of `group` starts with no rate-limit counts (the in-process memory
 * store: cheap) and leaves empty tables, no counts nor a faked mailer to the
 * next test, unless the group called `keepRows`. Registered on every group by
 * tests/bootstrap.ts, before the group's own hooks: groups do not call it.
 */
export function freshUnlessKept(group: Group) {
  /* Its returned function empties the tables, after the test (tests/helpers/test_database.ts). */
  group.each.setup(() => (keeping.has(group) ? undefined : testUtils.db().truncate()))
  group.each.setup(async () => {
    if (!keeping.has(group)) await limiter.clear()
  })
  group.each.teardown(async () => {
    if (keeping.has(group)) return
    await limiter.clear()
    mail.restore()
  })
}
