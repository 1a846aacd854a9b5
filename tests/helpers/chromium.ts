import { chromium } from 'playwright'

/*
| Debian's Chromium (apt-get install chromium), never a downloaded browser.
| The flags keep it off this machine's closed network.
*/
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export function launchChromium(options: { headless?: boolean; slowMo?: number }) {
  return chromium.launch({
    ...options,
    headless: true,
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  })
}
