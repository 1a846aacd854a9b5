/// <reference lib="dom" />
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright'

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8'
)

/** How long the page's transitions (a colour scheme just switched) may run. */
const SETTLE_TIMEOUT = 5_000

/**
 * Waits (polling: the CSP forbids a string predicate) until no transition
 * runs. Two frames first: a transition a new colour scheme starts exists
 * only once the browser has restyled the page.
 */
export async function transitionsEnded(page: Page) {
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))
  )
  const deadline = Date.now() + SETTLE_TIMEOUT
  while (
    Date.now() < deadline &&
    (await page.evaluate(() => document.getAnimations().some((a) => a.playState === 'running')))
  ) {
    await page.waitForTimeout(50)
  }
}

/**
 * axe-core's serious and critical findings on the page as it stands (the
 * colour contrast included), one line per node: `[]` when clean. It waits
 * for running transitions first: mid-way colours are no real contrast.
 */
export async function seriousAxeFindings(page: Page) {
  await transitionsEnded(page)
  await page.evaluate(axeSource)
  return page.evaluate(async () => {
    type Found = { id: string; impact: string; nodes: { target: string[] }[] }
    const { axe } = window as unknown as {
      axe: { run: (options: object) => Promise<{ violations: Found[] }> }
    }
    const { violations } = await axe.run({ resultTypes: ['violations'] })
    return violations
      .filter((found) => found.impact === 'serious' || found.impact === 'critical')
      .flatMap((found) => found.nodes.map((node) => `${found.id}: ${node.target.join(' ')}`))
  })
}
