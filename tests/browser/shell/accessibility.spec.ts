/// <reference lib="dom" />
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import type { Page } from 'playwright'
import { signIn, userWithRole } from '#tests/browser/helpers'

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8'
)

type Violation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }

/** axe-core run in the page; only serious and critical violations are returned. */
async function seriousViolations(page: Page) {
  /* Judge the settled page: after hydration (a server-rendered form's button is
     disabled until then) and once transitions such as its fade-in are over. */
  await page.waitForFunction(
    () =>
      !document.querySelector('[data-server-rendered] button[type="submit"][disabled]') &&
      document.getAnimations().every((animation) => animation.playState !== 'running')
  )
  await page.evaluate(axeSource)
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: () => Promise<{ violations: Violation[] }> } })
      .axe
    const result = await axe.run()
    return result.violations
  })
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.help}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

test.group('Browser: accessibility (axe-core)', (group) => {
  group.each.setup(() => testUtils.db().truncate())

  for (const scheme of ['light', 'dark'] as const) {
    test(`landing, login and dashboard have no serious violation in ${scheme} mode`, async ({
      visit,
      assert,
    }) => {
      const page = await visit('/')
      await page.emulateMedia({ colorScheme: scheme })
      await page.reload()
      assert.deepEqual(await seriousViolations(page), [], 'landing')

      await page.goto('/login')
      assert.deepEqual(await seriousViolations(page), [], 'login')

      await signIn(page, await userWithRole('pro'))
      assert.deepEqual(await seriousViolations(page), [], 'dashboard')
    }).timeout(60_000)
  }
})
