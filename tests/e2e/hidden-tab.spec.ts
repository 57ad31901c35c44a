// The vault in a background tab of a real (headful) browser: the page reports `hidden` as a
// person's would, its timers are throttled, and the node goes down meanwhile. The leading tab's
// hidden cadence still watches it: the alert opens and the notification is shown.
import type { BrowserContext, Page } from '@playwright/test'
import { DEFAULT_THRESHOLDS } from '../../src/monitoring/thresholds.ts'
import { expect } from './support/fixtures.ts'
import { test, visibilityOf } from './support/headful-browser.ts'

/** A node down alerts after 10 s; notifications on; each one the page constructs is recorded. */
async function prepare(context: BrowserContext, origin: string) {
  await context.grantPermissions(['notifications', 'local-network-access'], { origin })
  await context.addInitScript(
    (thresholds) => {
      // The tab in front (about:blank) has no storage of its own.
      if (location.protocol !== 'http:') return
      localStorage.setItem('codex-alert-thresholds', JSON.stringify(thresholds))
      localStorage.setItem('codex-alert-notifications', 'true')
      const shown: string[] = []
      ;(window as unknown as { shownNotifications: string[] }).shownNotifications = shown
      // The browser's own Notification, each construction noted on its way.
      window.Notification = new Proxy(window.Notification, {
        construct(target, args: [string, NotificationOptions?]) {
          shown.push(args[0])
          return Reflect.construct(target, args) as Notification
        },
      })
    },
    { ...DEFAULT_THRESHOLDS, unreachableSeconds: 10 },
  )
}

const shownNotifications = (page: Page) =>
  page.evaluate(() => (window as unknown as { shownNotifications: string[] }).shownNotifications)

const bell = (page: Page) => page.locator('vault-app').getByRole('button', { name: /^Alerts/ })

test('the node goes down while the vault tab is really hidden: an alert and a notification', async ({
  headful: { context },
  baseURL,
  sim,
}) => {
  test.setTimeout(150_000)
  await prepare(context, baseURL!)
  const vault = context.pages()[0] ?? (await context.newPage())
  await vault.goto(`${baseURL}/dashboard`)
  await expect(vault.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  await expect(bell(vault)).toHaveAttribute('data-level', /none|notice/)
  expect(await shownNotifications(vault)).toEqual([])
  // The watch and the recorder start 10 s after the page is first idle: this tab leads by then.
  await vault.waitForTimeout(12_000)

  // Another tab in front, as a person switching away: the vault's page is hidden.
  const front = await context.newPage()
  await front.goto('about:blank')
  await expect.poll(() => visibilityOf(vault)).toBe('hidden')

  await sim.control('down')
  // The hidden cadence (50 s) and the rule's 10 s, with a margin for throttled timers.
  await expect
    .poll(() => shownNotifications(vault), { timeout: 120_000, intervals: [2_000] })
    .toEqual(['Critical: Node not answering'])
  expect(await visibilityOf(vault)).toBe('hidden')
  await expect(bell(vault)).toHaveAttribute('data-level', 'critical')

  await vault.bringToFront()
  await expect.poll(() => visibilityOf(vault)).toBe('visible')
  await bell(vault).click()
  const inbox = vault.locator('vault-app').getByRole('region', { name: 'Alerts' })
  await expect(inbox.getByRole('listitem').filter({ hasText: 'Node not answering' })).toHaveCount(1)
  expect(await shownNotifications(vault)).toEqual(['Critical: Node not answering'])
})

/** The node API requests a page sends, counted as they go. */
function countRequests(page: Page) {
  const counted = { total: 0 }
  page.on('request', (request) => {
    if (request.url().includes('/api/codex/')) counted.total += 1
  })
  return counted
}

test('two tabs, the visible one in front: it leads and records, the hidden one asks nothing, no false gap', async ({
  headful: { context },
  baseURL,
}) => {
  test.setTimeout(180_000)
  const first = context.pages()[0] ?? (await context.newPage())
  const fromFirst = countRequests(first)
  await first.goto(`${baseURL}/dashboard`)
  await expect(first.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  // The watch and the recorder start 10 s after the page is first idle: this tab leads by then.
  await first.waitForTimeout(12_000)
  expect(fromFirst.total).toBeGreaterThan(0)

  // A second vault tab in front: the first is hidden behind it.
  const second = await context.newPage()
  const fromSecond = countRequests(second)
  await second.goto(`${baseURL}/dashboard`)
  await expect(second.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  await expect.poll(() => visibilityOf(first)).toBe('hidden')
  expect(await visibilityOf(second)).toBe('visible')
  // Once the lead has moved, over more than the hidden cadence (50 s): only the tab in front asks.
  await second.waitForTimeout(5_000)
  fromFirst.total = 0
  fromSecond.total = 0
  await second.waitForTimeout(65_000)
  expect(fromSecond.total).toBeGreaterThan(10)
  expect(fromFirst.total).toBe(0)

  // The history the tab in front shows: every minute since the first tab opened has its point.
  await second.locator('vault-app').getByRole('link', { name: 'Analytics' }).click()
  const history = second.getByRole('region', { name: 'History' })
  await history.getByRole('button', { name: '1 h' }).click()
  const peers = history.getByRole('figure', { name: 'Peers' })
  await peers.getByText('Peers as a table').click()
  const readRows = () =>
    peers
      .getByRole('table', { name: 'Peers' })
      .locator('tbody tr')
      .evaluateAll((each) => each.map((row) => row.textContent ?? ''))
  const isUnwatched = (row: string) => row.includes('no vault page was open')
  // Each minute since the first tab opened has a value (the history may still be reading).
  // A busy machine can put the tab in front's first write late: the shown history follows it.
  await expect
    .poll(async () => (await readRows()).filter((row) => !isUnwatched(row)).length, {
      timeout: 60_000,
    })
    .toBeGreaterThanOrEqual(2)
  const rows = await readRows()
  const unwatched = rows.filter(isUnwatched)
  // Only the time before the first tab opened is unwatched.
  expect(unwatched).toEqual(rows.slice(0, unwatched.length))
  expect(unwatched.length).toBeLessThanOrEqual(1)
})
