// A real private window: Firefox (the engine that lets a page tell) started with private browsing
// on, as a person's private window is. Analytics and Settings say the history lasts only as long
// as the window; the same pages in a normal window of the same Firefox do not.
import puppeteer, { type Browser, type Page } from 'puppeteer-core'
import { findFirefox } from '../../scripts/engines.mjs'
import { PRIVATE_WINDOW_TEXT } from '../../src/stores/page/private-window.ts'
import { expect, test as base } from './support/fixtures.ts'

const firefox = findFirefox()

/** The run's `test`, with `firefox(privateWindow)`: a Firefox of its own, closed after the test. */
const test = base.extend<{ firefox: (privateWindow: boolean) => Promise<Browser> }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads fixture dependencies from this pattern
  firefox: async ({}, use, testInfo) => {
    // A newcomer without Firefox skips these tests; CI (and the test command as root) has it.
    testInfo.skip(!firefox && !process.env.CI, 'needs Firefox (apt install firefox-esr)')
    const launched: Browser[] = []
    await use(async (privateWindow) => {
      const browser = await puppeteer.launch({
        browser: 'firefox',
        executablePath: firefox as string,
        headless: true,
        extraPrefsFirefox: privateWindow ? { 'browser.privatebrowsing.autostart': true } : {},
      })
      launched.push(browser)
      return browser
    })
    for (const browser of launched) await browser.close()
  },
})

/** The text of the page, shadow roots included, as a person reads it. */
function shownText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const parts: string[] = []
    const walk = (root: Node) => {
      for (const node of Array.from(root.childNodes)) {
        if (node.nodeType === Node.TEXT_NODE) parts.push(node.textContent ?? '')
        if (node instanceof Element && node.shadowRoot) walk(node.shadowRoot)
        walk(node)
      }
    }
    walk(document.body)
    return parts.join(' ')
  })
}

/** Opens `path` for an onboarded person and waits until `ready` is shown. */
async function open(page: Page, origin: string, path: string, ready: RegExp): Promise<string> {
  await page.goto(`${origin}/`)
  await page.evaluate(() => localStorage.setItem('codex-onboarding-step', '3'))
  await page.goto(`${origin}${path}`)
  await expect.poll(() => shownText(page), { timeout: 15_000 }).toMatch(ready)
  return shownText(page)
}

/** Settings has measured the history kept: by then the window's check has answered too. */
const SETTINGS_READY = /History kept now: /

test.describe('a private window', () => {
  test('Analytics and Settings say the history lasts only this window', async ({
    baseURL,
    firefox,
  }) => {
    const page = await (await firefox(true)).newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(String(error)))
    await open(page, baseURL!, '/dashboard/settings', SETTINGS_READY)
    await expect.poll(() => shownText(page)).toContain(PRIVATE_WINDOW_TEXT)
    await open(page, baseURL!, '/dashboard/analytics', /Analytics/)
    await expect.poll(() => shownText(page)).toContain(PRIVATE_WINDOW_TEXT)
    expect(errors).toEqual([])
  })

  test('a normal window of the same Firefox says nothing of it', async ({ baseURL, firefox }) => {
    const page = await (await firefox(false)).newPage()
    const text = await open(page, baseURL!, '/dashboard/settings', SETTINGS_READY)
    expect(text).not.toContain(PRIVATE_WINDOW_TEXT)
  })
})
