import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'

/*
| Finding 7: sweetalert2 parses `title`, `html` and `footer` as HTML, and a
| toast or dialog may echo a record's name. Every call in the pages passes
| text only (`titleText`, `text`); the browser test
| tests/browser/security/hostile_strings.spec.ts shows it on screen.
*/
function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return sources(path)
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : []
  })
}

test('no sweetalert2 call passes an HTML option (title, html, footer)', ({ assert }) => {
  const calls = sources(app.makePath('inertia')).flatMap((file) => {
    const code = readFileSync(file, 'utf8')
    return [...code.matchAll(/Swal\.(?:fire|mixin)\(\{([\s\S]*?)\}\)/g)].map((match) => ({
      file,
      options: match[1],
    }))
  })
  assert.isAbove(calls.length, 0)
  for (const { file, options } of calls) {
    assert.notMatch(options, /^\s*(title|html|footer)\s*:/m, file)
  }
})
