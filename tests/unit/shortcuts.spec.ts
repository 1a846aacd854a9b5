import { test } from '@japa/runner'
import { shortcutFor } from '../../inertia/lib/shortcuts.js'

/** A stand-in for the focused element: its tag, input type and whether it is inside an editor. */
function target(tagName: string, { type = 'text', editable = false } = {}) {
  return { tagName, type, closest: () => (editable ? {} : null) } as unknown as EventTarget
}

const press = (key: string, on: EventTarget | null, modifiers: Partial<KeyboardEvent> = {}) =>
  shortcutFor({
    key,
    target: on,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    isComposing: false,
    defaultPrevented: false,
    ...modifiers,
  })

test.group('Keyboard shortcuts | which key does what', () => {
  test('Ctrl+K and ⌘K open the command palette everywhere, fields and editors included', ({
    assert,
  }) => {
    for (const on of [null, target('BODY'), target('INPUT'), target('DIV', { editable: true })]) {
      assert.equal(press('k', on, { ctrlKey: true }), 'palette')
      assert.equal(press('K', on, { metaKey: true }), 'palette')
    }
    assert.isNull(press('k', null), 'a plain k is a letter')
    assert.isNull(press('k', null, { ctrlKey: true, altKey: true }), 'Ctrl+Alt+K is something else')
  })

  test('"/" opens the header search and "?" shows the shortcuts, only outside a text field', ({
    assert,
  }) => {
    assert.equal(press('/', target('A')), 'search')
    assert.equal(press('?', target('BUTTON')), 'help')
    assert.equal(press('/', target('INPUT', { type: 'checkbox' })), 'search')
    for (const field of [
      target('INPUT'),
      target('INPUT', { type: 'search' }),
      target('TEXTAREA'),
      target('SELECT'),
      target('P', { editable: true }),
    ]) {
      assert.isNull(press('/', field))
      assert.isNull(press('?', field))
    }
  })

  test('a key already handled, being composed, or with Ctrl is left alone', ({ assert }) => {
    assert.isNull(press('/', target('A'), { defaultPrevented: true }))
    assert.isNull(press('k', target('A'), { ctrlKey: true, isComposing: true }))
    assert.isNull(press('/', target('A'), { ctrlKey: true }))
    assert.isNull(press('?', target('A'), { metaKey: true }))
    /* AltGr (Ctrl+Alt on Windows) types "/" on some layouts: still the shortcut. */
    assert.equal(press('/', target('A'), { ctrlKey: true, altKey: true }), 'search')
  })
})
