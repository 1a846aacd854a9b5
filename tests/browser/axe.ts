/// <reference lib="dom" />
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright'
import { transitionsEnded } from '#tests/browser/waits'

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8'
)

export { transitionsEnded }

/**
 * axe-core's serious and critical findings on the page as it stands (the
 * colour contrast included), or only within `selector` when given, one line
 * per node: `[]` when clean. It waits for running transitions first: mid-way
 * colours are no real contrast.
 */
export async function seriousAxeFindings(page: Page, selector?: string) {
  await transitionsEnded(page)
  await page.evaluate(axeSource)
  return page.evaluate(async (target) => {
    type Found = { id: string; impact: string; nodes: { target: string[] }[] }
    const { axe } = window as unknown as {
      axe: { run: (context: unknown, options: object) => Promise<{ violations: Found[] }> }
    }
    const { violations } = await axe.run(target ?? document, { resultTypes: ['violations'] })
    return violations
      .filter((found) => found.impact === 'serious' || found.impact === 'critical')
      .flatMap((found) => found.nodes.map((node) => `${found.id}: ${node.target.join(' ')}`))
  }, selector ?? null)
}

/**
 * The same in light, then dark (each line led by its scheme), the page put back
 * in light after.
 */
export async function axeLightAndDark(page: Page, selector?: string) {
  const found: string[] = []
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme })
    const lines = await seriousAxeFindings(page, selector)
    found.push(...lines.map((line) => `${scheme} ${line}`))
  }
  await page.emulateMedia({ colorScheme: 'light' })
  return found
}
