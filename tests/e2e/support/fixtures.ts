// Every e2e test gets a fresh simulator state, the demo as baseURL, and fails on any uncaught
// page error. Import `test` and `expect` from here, not from @playwright/test.
import { test as base, expect, type Page } from '@playwright/test'
import AxeBuilder from '@axe-core/playwright'
import { serveDemo, simulatorConfig } from '../../../cli/serve/serve-demo.ts'
import { settleAnimations } from '../../support/settle-animations.ts'
import { launchSimulator } from '../../support/simulator.ts'

export interface SimControl {
  /** The simulator's origin; the node API lives under /api/codex/v1. */
  url: string
  /** POSTs JSON to a fault-control endpoint, e.g. control('down', { mode: 'refuse' }). */
  control(path: string, body?: unknown): Promise<unknown>
}

/** What each worker serves for its tests: one simulated node, and the demo set to it twice. */
export interface VaultServers {
  simUrl: string
  demoUrl: string
  /** The same pages from a second loopback port: widgets.html is a foreign host on its own origin. */
  widgetsUrl: string
}

export const test = base.extend<
  { sim: SimControl; pageErrors: Error[] },
  { vaultServers: VaultServers }
>({
  // Per worker, so workers running side by side never reset or fault each other's node.
  vaultServers: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads fixture dependencies from this pattern
    async ({}, use) => {
      const sim = await launchSimulator()
      const config = simulatorConfig(sim.url)
      const demo = await serveDemo({ distDir: 'dist', config })
      const widgets = await serveDemo({ distDir: 'dist', config })
      await use({ simUrl: sim.url, demoUrl: demo.url, widgetsUrl: widgets.url })
      await widgets.close()
      await demo.close()
      await sim.close()
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ vaultServers }, use) => use(vaultServers.demoUrl),
  // Auto, so every test starts from a reset simulator, also those that never touch it.
  sim: [
    async ({ request, vaultServers }, use) => {
      const url = vaultServers.simUrl
      const control = async (path: string, body?: unknown) => {
        const response = await request.post(`${url}/_sim/${path}`, { data: body ?? {} })
        if (!response.ok())
          throw new Error(`/_sim/${path}: ${response.status()} ${await response.text()}`)
        const text = await response.text()
        return text ? JSON.parse(text) : undefined
      }
      await control('reset')
      await use({ url, control })
    },
    { auto: true },
  ],
  pageErrors: [
    async ({ page }, use) => {
      const errors: Error[] = []
      page.on('pageerror', (error) => errors.push(error))
      // The demo is served with a strict CSP: any violation fails the test like an uncaught error.
      page.on('console', (message) => {
        if (message.type() === 'error' && message.text().includes('Content Security Policy')) {
          errors.push(new Error(message.text()))
        }
      })
      await use(errors)
      expect(
        errors.map((error) => error.message),
        'uncaught page errors and CSP violations',
      ).toEqual([])
    },
    { auto: true },
  ],
})

/**
 * The axe rules whose outcome a theme can change: the themes set colour tokens and
 * `color-scheme` alone (src/styles/tokens.css), so only what compares colours can differ.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block']

/**
 * Runs axe (WCAG 2.1 A and AA) over the page, shadow roots included, and expects no violation;
 * `rules` narrows it to those rules (a second theme on a page already scanned in the first).
 */
export async function expectAccessible(page: Page, rules?: string[]): Promise<void> {
  await page.evaluate(settleAnimations)
  // axe.run in the page itself: the vault and the demo pages have no frames, so the default's
  // partial runs and their merge in a blank page opened for each scan find nothing more.
  const builder = new AxeBuilder({ page }).setLegacyMode(true)
  const results = await (
    rules
      ? builder.withRules(rules)
      : builder.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
  ).analyze()
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  )
  expect(summary, 'axe violations').toEqual([])
}

export { expect }
