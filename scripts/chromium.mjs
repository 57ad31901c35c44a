// Finds a Chromium the test tools can drive; nothing here downloads a browser.
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
]

function playwrightOwn() {
  try {
    const { chromium } = createRequire(import.meta.url)('playwright')
    return chromium.executablePath()
  } catch {
    return undefined
  }
}

/** Playwright's own browser, then CHROMIUM_PATH, then Debian's; undefined when none exists. */
export function findChromium() {
  const candidates = [playwrightOwn(), process.env.CHROMIUM_PATH, '/usr/bin/chromium']
  return candidates.find((path) => path && existsSync(path))
}
