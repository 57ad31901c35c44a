// The vault on a phone (390 × 844, touch): nothing scrolls sideways, each row of Files, Nodes,
// Purchases, Host and Transfers shows its name and its first action on the screen, the top bar's
// node status fits, and the side menu opens from a button and closes again (issue 50 item 4).
import type { Locator, Page } from '@playwright/test'
import { settleAnimations } from '../support/settle-animations.ts'
import { expect, expectAccessible, test, type SimControl } from './support/fixtures.ts'
import { testOnLine, type NodeLineName } from './support/line-fixtures.ts'

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }
const WIDTH = PHONE.viewport.width
test.use(PHONE)
const storage = testOnLine('storage')
storage.use(PHONE)

const FILE = 'phone-quarterly-report-2026.bin'

/** 300 KB, enough for a storage request of 3 nodes with tolerance 1. */
async function upload(sim: SimControl, line: NodeLineName, name: string): Promise<string> {
  const prefix = line === 'storage' ? '/api/storage/v1' : '/api/codex/v1'
  const response = await fetch(`${sim.url}${prefix}/data`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/octet-stream',
      'Content-Disposition': `attachment; filename="${name}"`,
    },
    body: Buffer.alloc(300 * 1024, 7),
  })
  expect(response.ok).toBe(true)
  return response.text()
}

async function post(sim: SimControl, path: string, body: unknown) {
  const response = await fetch(`${sim.url}/api/codex/v1${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  expect(response.ok, `${path}: ${response.status}`).toBe(true)
}

/**
 * Every element that scrolls sideways (the page, or any scroller in any shadow root): its
 * scrollWidth is wider than its clientWidth.
 */
async function sidewaysScrollers(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = []
    const page = document.scrollingElement!
    if (page.scrollWidth > page.clientWidth) {
      found.push(`page ${page.scrollWidth} > ${page.clientWidth}`)
    }
    const walk = (root: Document | ShadowRoot) => {
      for (const element of root.querySelectorAll('*')) {
        if (element.shadowRoot) walk(element.shadowRoot)
        const overflow = getComputedStyle(element).overflowX
        if (overflow !== 'auto' && overflow !== 'scroll') continue
        if (element.scrollWidth > element.clientWidth + 1) {
          const name = element.getAttribute('aria-label') ?? element.className
          found.push(`${name}: ${element.scrollWidth} > ${element.clientWidth}`)
        }
      }
    }
    walk(document)
    return found
  })
}

/** The element's left and right edge lie within the phone's screen. */
async function expectOnScreen(locator: Locator, what: string, width = WIDTH) {
  await expect(locator).toBeVisible()
  // Read where it stops, not mid-slide (the side menu's 200 ms).
  await locator.page().evaluate(settleAnimations)
  const box = await locator.boundingBox()
  expect(box, what).not.toBeNull()
  const span = `${what} at x = ${Math.round(box!.x)}..${Math.round(box!.x + box!.width)}`
  // Soft: one run lists every element off the screen, not only the first.
  expect.soft(box!.x, span).toBeGreaterThanOrEqual(0)
  expect.soft(box!.x + box!.width, span).toBeLessThanOrEqual(width)
}

async function open(page: Page, path: string, heading: string) {
  await page.goto(path)
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible()
  await expect(page.getByText('Checking…')).toHaveCount(0)
}

async function expectNoSidewaysScroll(page: Page) {
  expect.soft(await sidewaysScrollers(page), 'elements that scroll sideways').toEqual([])
}

/** Files: the row's name and its first action (copy the CID). */
async function checkFiles(page: Page) {
  await open(page, '/dashboard/files', 'Files')
  const row = page
    .getByRole('table', { name: 'Files' })
    .getByRole('row')
    .filter({ hasText: FILE })
    // A storage request adds the protected copy's row, under the same name.
    .first()
  await expectOnScreen(row.getByText(FILE, { exact: true }), 'the file name')
  await expectOnScreen(
    row.getByRole('button', { name: `Copy the CID of ${FILE}` }),
    'the first file action',
  )
  await expectOnScreen(row.getByRole('button', { name: `Delete ${FILE}` }), 'the last file action')
  await expectNoSidewaysScroll(page)
}

/** Nodes: the shown node's row names it and offers to add it. */
async function checkNodes(page: Page) {
  await open(page, '/dashboard/nodes', 'Nodes')
  const row = page.getByRole('table', { name: 'Your nodes' }).getByRole('row').nth(1)
  await expectOnScreen(row.getByRole('rowheader'), 'the node name')
  await expectOnScreen(row.getByRole('button', { name: 'Add this node' }), 'the node action')
  await expectNoSidewaysScroll(page)
}

/** Transfers: a file uploaded from the vault, named, with its first action. */
async function checkTransfers(page: Page) {
  const name = 'phone-upload-from-the-vault.bin'
  await open(page, '/dashboard/files', 'Files')
  await page
    .getByRole('region', { name: 'Upload' })
    .locator('input[type=file]')
    .setInputFiles({ name, mimeType: 'application/octet-stream', buffer: Buffer.alloc(4096, 3) })
  // Through the menu, as a phone goes.
  await page.getByRole('button', { name: 'Open menu' }).tap()
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Transfers' })
    .tap()
  await expect(page.getByRole('heading', { name: 'Transfers', level: 1 })).toBeVisible()
  const row = page
    .getByRole('list', { name: 'Transfers' })
    .getByRole('listitem')
    .filter({ hasText: name })
  await expectOnScreen(row.getByText(name, { exact: true }), 'the transfer name')
  await expectOnScreen(row.getByRole('button').first(), 'the first transfer action')
  await expectNoSidewaysScroll(page)
  await expectAccessible(page)
}

/** A wizard fits the screen: its panel, its close button and its Next. */
async function checkWizard(dialog: Locator) {
  await expectOnScreen(dialog, 'the wizard')
  await expectOnScreen(dialog.getByRole('button', { name: 'Close' }), 'the wizard close button')
  await expectOnScreen(
    dialog.getByRole('button', { name: 'Next', exact: true }),
    'the wizard Next button',
  )
  await expectNoSidewaysScroll(dialog.page())
  await dialog.getByRole('button', { name: 'Close' }).tap()
  await expect(dialog).toBeHidden()
}

/** Every control of the top bar lies on the screen, the node status included. */
async function checkTopBar(page: Page, node: RegExp) {
  const status = page.getByRole('button', { name: node })
  await expect(status).toBeVisible()
  await expectOnScreen(status, 'the node status')
  await expectOnScreen(page.getByRole('button', { name: 'Open menu' }), 'the menu button')
  await expectOnScreen(page.getByRole('group', { name: 'Wallet (demo)' }), 'the wallet badge')
}

async function checkMenu(page: Page) {
  const menu = page.getByRole('navigation', { name: 'Main' })
  await expect(menu.getByRole('link', { name: 'Files' })).not.toBeInViewport()
  await page.getByRole('button', { name: 'Open menu' }).tap()
  await expect(menu.getByRole('link', { name: 'Files' })).toBeInViewport()
  await expectOnScreen(page.getByRole('button', { name: 'Close menu' }), 'the close button')
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Close menu' }).tap()
  await expect(menu.getByRole('link', { name: 'Files' })).not.toBeInViewport()
  await page.getByRole('button', { name: 'Open menu' }).tap()
  await menu.getByRole('link', { name: 'Transfers' }).tap()
  await expect(page.getByRole('heading', { name: 'Transfers', level: 1 })).toBeVisible()
  await expect(menu.getByRole('link', { name: 'Files' })).not.toBeInViewport()
}

test('on a phone, a Codex node: Files, Nodes, Purchases, Host and Transfers fit the screen, row by row', async ({
  page,
  sim,
}) => {
  test.setTimeout(90_000)
  const cid = await upload(sim, 'codex-0.2.0', FILE)
  await post(sim, `/storage/request/${cid}`, {
    duration: '86400',
    pricePerBytePerSecond: '1',
    proofProbability: '100',
    collateralPerByte: '1',
    nodes: 3,
    tolerance: 1,
    expiry: '3600',
  })
  await post(sim, '/sales/availability', {
    totalSize: String(2 ** 30),
    duration: '86400',
    minPricePerBytePerSecond: '1',
    totalCollateral: String(2 ** 30),
  })

  await test.step('Files', () => checkFiles(page))
  await test.step('Top bar', () => checkTopBar(page, /^Node: Connected · Codex/))
  await test.step('Nodes', () => checkNodes(page))

  await test.step('Purchases', async () => {
    await open(page, '/dashboard/purchases', 'Purchases')
    const row = page
      .getByRole('table', { name: 'Purchases' })
      .getByRole('row')
      .filter({ hasText: FILE })
      .first()
    await expectOnScreen(row.getByText(FILE, { exact: true }), 'the purchase file')
    await expectOnScreen(
      row.getByRole('button', { name: /^Copy the request id / }),
      'the purchase action',
    )
    await expectNoSidewaysScroll(page)
    await expectAccessible(page)
  })

  await test.step('Host', async () => {
    await open(page, '/dashboard/availabilities', 'Host')
    const row = page
      .getByRole('table', { name: 'Availabilities' })
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader') })
      .first()
    await expectOnScreen(row.getByRole('rowheader'), 'the availability name')
    await expectOnScreen(row.getByRole('button', { name: /^Reservations of / }), 'its first action')
    await expectOnScreen(row.getByRole('button', { name: /^Edit / }), 'its edit action')
    await expectNoSidewaysScroll(page)
    await expectAccessible(page)
  })

  await test.step('Wizards', async () => {
    await open(page, '/dashboard/purchases', 'Purchases')
    await page.getByRole('button', { name: 'Storage Request' }).tap()
    await checkWizard(page.getByRole('dialog', { name: 'Storage request' }))
    await open(page, '/dashboard/availabilities', 'Host')
    await page.getByRole('button', { name: 'Create Availability' }).tap()
    await checkWizard(page.getByRole('dialog', { name: 'Availability' }))
  })

  await test.step('Transfers', () => checkTransfers(page))
  await test.step('Side menu', () => checkMenu(page))
})

storage(
  'on a phone, a Logos Storage node: the top bar, Files, Nodes, Transfers, Purchases and Host fit the screen',
  async ({ page, sim }) => {
    test.setTimeout(90_000)
    await upload(sim, 'storage', FILE)
    await storage.step('Top bar', async () => {
      await open(page, '/dashboard', 'Dashboard')
      await checkTopBar(page, /^Node: Connected · Logos Storage/)
      await expectNoSidewaysScroll(page)
      // A narrower phone (360 px, common on Android): the node status still fits, wrapping.
      await page.setViewportSize({ width: 360, height: 780 })
      const status = page.getByRole('button', { name: /^Node: Connected · Logos Storage/ })
      await expectOnScreen(status, 'the node status at 360 px', 360)
      await expectNoSidewaysScroll(page)
      await page.setViewportSize(PHONE.viewport)
    })
    await storage.step('Files', async () => {
      await checkFiles(page)
      await expectAccessible(page)
    })
    await storage.step('Nodes', () => checkNodes(page))
    for (const [path, heading] of [
      ['/dashboard/purchases', 'Purchases'],
      ['/dashboard/availabilities', 'Host'],
    ] as const) {
      await storage.step(heading, async () => {
        await open(page, path, heading)
        await expectNoSidewaysScroll(page)
      })
    }
    await storage.step('Transfers', () => checkTransfers(page))
    await storage.step('Side menu', () => checkMenu(page))
  },
)
