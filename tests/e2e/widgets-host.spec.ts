// demo/widgets.html: another node UI on its own origin (the second loopback port), embedding the
// widgets through their own entries, with hostile CSS of its own.
import { test, expect, expectAccessible, type VaultServers } from './support/fixtures.ts'
import { hostStyles, widgetStyles } from './support/computed-styles.ts'
import type { Page } from '@playwright/test'

const RED = 'rgb(255, 0, 0)'
const HOST_SELECTORS = ['body', 'h1', '.host-note', '.host-button', '[data-probe]', 'main']

const widgetsPage = ({ widgetsUrl }: VaultServers) => `${widgetsUrl}/widgets.html`

/**
 * Adds a rule as a page under a CSP without style-src 'unsafe-inline' can: in a constructed sheet
 * the document adopts (a `<style>` would be refused).
 */
async function addPageRule(page: Page, css: string) {
  await page.evaluate((rule) => {
    const sheet = new CSSStyleSheet()
    sheet.replaceSync(rule)
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]
  }, css)
}

/** Waits until every widget shows what it got from the node. */
async function expectWidgetsShown(page: Page) {
  const health = page.locator('vault-health-check').first()
  await expect(health.getByRole('heading', { name: 'Health Check' })).toBeVisible()
  await expect(
    page.locator('vault-uploader').getByRole('heading', { name: 'Upload' }),
  ).toBeVisible()
  await expect(page.locator('vault-files').getByRole('heading', { name: 'Files' })).toBeVisible()
  const space = page.locator('vault-node-space').first()
  await expect(space.getByRole('heading', { name: 'Storage' })).toBeVisible()
  await expect(
    page.locator('vault-peers').getByRole('heading', { name: 'Connections' }),
  ).toBeVisible()
  await expect(
    page.locator('vault-logs').getByRole('combobox', { name: 'Log level' }),
  ).toBeVisible()
  const purchases = page.locator('vault-purchases')
  await expect(purchases.getByRole('heading', { name: 'Purchases' })).toBeVisible()
  const host = page.locator('vault-host')
  await expect(host.getByRole('heading', { name: 'Availabilities' })).toBeVisible()
  // The table replaces "Loading the availabilities…" once the node answers (their calls' code
  // loads with the first of them).
  await expect(host.getByRole('table', { name: 'Availabilities' })).toBeVisible()
  const wizard = page.locator('vault-availability-wizard')
  await expect(wizard.getByRole('region', { name: 'Availability' })).toBeVisible()
}

test.describe('widgets on a foreign host page, second origin', () => {
  test('render against the simulator and share state across their own entries', async ({
    page,
    baseURL,
    vaultServers,
  }) => {
    await page.goto(widgetsPage(vaultServers))
    expect(new URL(page.url()).origin).not.toBe(new URL(baseURL!).origin)
    await expectWidgetsShown(page)
    // The node answers this origin: the log level is the node's, the files list is the node's.
    await expect(
      page.locator('vault-logs').getByRole('combobox', { name: 'Log level' }),
    ).toHaveValue('INFO')
    await page
      .locator('vault-uploader')
      .locator('input[type=file]')
      .setInputFiles({
        name: 'from-the-host.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('hi'),
      })
    // Another widget, loaded by another entry, sees the upload in the shared store.
    await expect(page.locator('vault-files').getByText('from-the-host.txt')).toBeVisible()
    await expectAccessible(page)
  })

  test("the host page's CSS changes nothing inside a widget", async ({ page, vaultServers }) => {
    await page.goto(widgetsPage(vaultServers))
    await expectWidgetsShown(page)
    const hostile = await widgetStyles(page)
    const heading = hostile['vault-uploader#2 h2, h3']
    expect(heading?.color).not.toBe(RED)
    expect(heading?.['font-family']).not.toMatch(/^serif$|Host Serif/)
    expect(heading?.['text-transform']).toBe('none')
    for (const [where, style] of Object.entries(hostile)) {
      expect(style.color, where).not.toBe(RED)
      // Hidden file inputs are hidden by the widget itself, not by the page's `[part]` rule.
      if (!where.endsWith('input, select')) expect(style.display, where).not.toBe('none')
    }
    // The same widgets once the page's own styles are gone: not one property differs.
    await page.evaluate(() => {
      for (const sheet of document.querySelectorAll('link[rel=stylesheet], head > style'))
        sheet.remove()
    })
    expect(await widgetStyles(page)).toEqual(hostile)
  })

  test('the widgets change nothing outside them', async ({ page, vaultServers }) => {
    // First the page with no widget defined: its scripts never load.
    await page.route('**/elements/*.js', (route) => route.abort())
    await page.goto(widgetsPage(vaultServers))
    await expect(page.getByRole('heading', { name: 'Another node UI' })).toBeVisible()
    const alone = await hostStyles(page, HOST_SELECTORS)
    expect(alone.h1?.color).toBe(RED)

    await page.unroute('**/elements/*.js')
    await page.goto(widgetsPage(vaultServers))
    await expectWidgetsShown(page)
    expect(await hostStyles(page, HOST_SELECTORS)).toEqual(alone)
  })

  test('a page may theme a widget through its parts', async ({ page, vaultServers }) => {
    await page.goto(widgetsPage(vaultServers))
    await expectWidgetsShown(page)
    // A token set on a part is what every rule inside that part reads.
    await addPageRule(page, 'vault-uploader::part(base) { --vault-color-surface: rgb(1, 2, 3) }')
    const card = page.locator('vault-uploader').locator('[part=base]')
    await expect(card).toHaveCSS('background-color', 'rgb(1, 2, 3)')
    // ::part reaches the part itself, which the page's `*` rule cannot.
    await addPageRule(page, 'vault-uploader::part(drop-zone) { outline: 5px solid blue }')
    const dropZone = page.locator('vault-uploader').locator('[part=drop-zone]')
    await expect(dropZone).toHaveCSS('outline-color', 'rgb(0, 0, 255)')
  })
})

for (const colorScheme of ['light', 'dark'] as const) {
  for (const width of [1400, 390]) {
    test(`every widget is axe-clean in the ${colorScheme} theme at ${width} px`, async ({
      page,
      vaultServers,
    }) => {
      await page.emulateMedia({ colorScheme })
      await page.setViewportSize({ width, height: 900 })
      await page.goto(widgetsPage(vaultServers))
      await expectWidgetsShown(page)
      await expectAccessible(page)
    })
  }
}
