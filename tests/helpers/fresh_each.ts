/*
| The state every functional test starts from, declared once per group instead
| of a `group.each.setup(() => testUtils.db().truncate())` line and its limiter
| and mailer companions, which each group used to pick by hand.
*/
import type { Group } from '@japa/runner/core'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import mail from '@adonisjs/mail/services/main'

/**
 * Each test of `group` starts with an empty database and no rate-limit counts
 * (the in-process memory store: cheap), and leaves no counts nor a faked mailer
 * to the next group.
 */
export function freshEach(group: Group) {
  group.each.setup(() => testUtils.db().truncate())
  group.each.setup(() => limiter.clear())
  group.each.teardown(() => limiter.clear())
  group.each.teardown(() => mail.restore())
}
