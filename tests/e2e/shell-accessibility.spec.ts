import type { Page } from '@playwright/test'
import { COLOUR_RULES, expect, expectAccessible, test } from './support/fixtures.ts'
import { DASHBOARD_ROUTES } from './support/route-headings.ts'

const ROUTES = [
  { path: '/', heading: 'Hello, Welcome to Codex Vault' },
  { path: '/onboarding-name', heading: "Let's get you setup. What do you want to be called?" },
  { path: '/onboarding-checks', heading: /Nice to meet you/ },
  ...DASHBOARD_ROUTES,
  { path: '/dashboard/nowhere', heading: 'Page not found' },
]

/**
 * Axe on what the page shows in each system theme: every rule in the light one, then the rules a
 * theme can change in the dark one. The themes are CSS alone (tokens.css sets colour tokens and
 * `color-scheme` under `prefers-color-scheme`; no script reads it), so switching the emulated
 * scheme restyles the same page exactly as a load in that scheme would, and nothing but colour
 * differs between the two: one load per route and width serves both themes.
 */
async function expectAccessibleInBothThemes(page: Page): Promise<void> {
  await test.step('light theme', () => expectAccessible(page))
  await test.step('dark theme', async () => {
    await page.emulateMedia({ colorScheme: 'dark' })
    await expectAccessible(page, COLOUR_RULES)
  })
}

for (const width of [1400, 390]) {
  test(`every route has no axe violations in either theme and no placeholder at ${width} px`, async ({
    page,
  }) => {
    test.setTimeout(150_000)
    await page.setViewportSize({ width, height: 900 })
    for (const route of ROUTES) {
      await test.step(route.path, async () => {
        // Loaded in the light theme each time, so the dark one is always the switch.
        await page.emulateMedia({ colorScheme: 'light' })
        await page.goto(route.path)
        await expect(page.getByRole('heading', { name: route.heading, level: 1 })).toBeVisible()
        await expect(page.getByText('Checking…')).toHaveCount(0)
        await expect(page.getByText(/not available in this version/)).toHaveCount(0)
        // Wide tables scroll inside their cards: the page itself never scrolls sideways.
        const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth)
        expect(pageWidth).toBeLessThanOrEqual(width)
        await expectAccessibleInBothThemes(page)
      })
    }
  })
}

test('the disclaimer modal has no axe violations in either theme', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' })
  await page.goto('/')
  await page.getByRole('button', { name: 'Legal Disclaimer' }).click()
  await expect(page.getByRole('dialog', { name: 'Legal Disclaimer' })).toBeVisible()
  await expectAccessibleInBothThemes(page)
})

test('the chosen theme overrides the system one on every element', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' })
  await page.goto('/dashboard/settings')
  await page.getByRole('radio', { name: 'Dark' }).check()
  await expect(page.locator('vault-app .vault-theme')).toHaveAttribute('data-theme', 'dark')
  await page.reload()
  await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked()
  await expectAccessible(page)
})
