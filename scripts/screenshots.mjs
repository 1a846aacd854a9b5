/*
| Screenshots of pages for a visual check, in light and dark mode, at 1440,
| 1000 and 390 px (SCREENSHOT_WIDTHS=1440,390 to choose). Needs the app
| running (npm run dev) and Debian's Chromium.
|   npx node scripts/screenshots.mjs [/path ...]   (default: a few key pages)
| Signs in as pro@example.fr for pages behind the login. Output: tmp/screenshots/.
*/
import { mkdirSync } from 'node:fs'
import { chromium } from 'playwright'

const base = process.env.APP_URL ?? 'http://localhost:3333'
const account = process.env.SCREENSHOT_ACCOUNT ?? 'pro@example.fr'
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/login', '/register', '/dashboard', '/profile']
const widths = (process.env.SCREENSHOT_WIDTHS ?? '1440,1000,390').split(',').map(Number)
const out = new URL('../tmp/screenshots/', import.meta.url)
mkdirSync(out, { recursive: true })

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
})

for (const scheme of ['light', 'dark']) {
  for (const width of widths) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: scheme })
    const page = await context.newPage()
    let signedIn = false
    for (const path of paths) {
      const isGuestPage = ['/', '/login', '/register', '/forgot-password'].includes(path)
      if (!isGuestPage && !signedIn) {
        await page.goto(`${base}/login`)
        await page.fill('input[name=email]', account)
        await page.fill('input[name=password]', 'motdepasse')
        /* The login page is server-rendered: its button is enabled once hydrated. */
        await page.click('button[type=submit]:not([disabled])')
        await page.waitForURL('**/dashboard')
        signedIn = true
      }
      await page.goto(`${base}${path}`)
      await page.waitForLoadState('networkidle')
      const name = `${path.replace(/\W+/g, '_') || 'root'}-${scheme}-${width}.png`
      await page.screenshot({ path: new URL(name, out).pathname, fullPage: true })
      console.log(name)
    }
    await context.close()
  }
}
await browser.close()
