import { test } from '@japa/runner'
import { plural as serverPlural } from '#services/platform/plural'
import { plural as browserPlural } from '../../inertia/lib/format.js'

/* French plurals by the CLDR rules (ICU's), one helper in the browser and one on the server. */
for (const [side, plural] of [
  ['browser', browserPlural],
  ['server', serverPlural],
] as const) {
  test.group(`Plural (${side})`, () => {
    const contacts = { one: '# contact', other: '# contacts' }

    test('0 and 1 take the singular, 2 and more the plural', ({ assert }) => {
      assert.equal(plural(0, contacts), '0 contact')
      assert.equal(plural(1, contacts), '1 contact')
      assert.equal(plural(2, contacts), '2 contacts')
      assert.equal(plural(10, contacts), '10 contacts')
    })

    test('the count is written in French; a decimal above 1 is plural', ({ assert }) => {
      assert.equal(plural(1234, contacts), '1\u202f234 contacts')
      assert.equal(plural(1.5, contacts), '1,5 contact')
      assert.equal(plural(2.5, contacts), '2,5 contacts')
    })

    test('"#" may stand anywhere, or nowhere', ({ assert }) => {
      const created = { one: 'La société créée', other: 'Les # sociétés créées' }
      assert.equal(plural(1, created), 'La société créée')
      assert.equal(plural(3, created), 'Les 3 sociétés créées')
    })
  })
}
