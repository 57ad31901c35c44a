// Alerts end to end, on a three-node page: the home node's disk filled by real uploads past 90 %
// (a warning) and 95 % (critical), seen on the page's own polls; an open alert that survives a
// reload and a second tab; a node stopped, started and stopped again two minutes later: one alert,
// open → resolved → reopened, one `vault-alert` event each and one notification per opening.
// The page's time is driven (support/driven-clock.ts): polls, rule delays and the quiet time pass
// in steps of the page's clock, never waited for; but for two tests, kept at real speed on purpose.
import type { BrowserContext, Page } from '@playwright/test'
import { DEFAULT_THRESHOLDS } from '../../src/monitoring/thresholds.ts'
import { driveClock, SOON } from './support/driven-clock.ts'
import { expect, expectAccessible } from './support/fixtures.ts'
import { testWithNodes } from './support/nodes-fixtures.ts'
import type { SimulatedNode } from './support/sim-nodes.ts'
import { HEALTH_INTERVAL } from '../../src/stores/cadences.ts'

const QUOTA = 2 * 1024 * 1024
const test = testWithNodes([
  { name: 'Home node', quotaBytes: QUOTA },
  { name: 'Attic node' },
  { name: 'Cellar node' },
])

/** Notifications the page constructs, recorded beside the browser's own. */
async function recordNotifications(context: BrowserContext) {
  await context.addInitScript(() => {
    const shown: string[] = []
    ;(window as unknown as { shownNotifications: string[] }).shownNotifications = shown
    const Native = window.Notification
    class Recorded extends Native {
      constructor(title: string, options?: NotificationOptions) {
        super(title, options)
        shown.push(title)
      }
    }
    window.Notification = Recorded as typeof Notification
  })
}

const shownNotifications = (page: Page) =>
  page.evaluate(() => (window as unknown as { shownNotifications: string[] }).shownNotifications)

/**
 * The page as an embedder builds it: the app and `<vault-alerts>` (its element entry), whose
 * `vault-alert` events each page records from its start. A node down alerts after 10 s.
 */
async function embedAlerts(context: BrowserContext) {
  await context.addInitScript(
    (thresholds) => {
      const events: string[] = []
      ;(window as unknown as { alertEvents: string[] }).alertEvents = events
      document.addEventListener('vault-alert', (event) => {
        const { state, rule } = (event as CustomEvent<{ state: string; rule: string }>).detail
        // The simulator runs Codex 0.2.0: its notice says so once and is not what is tested.
        if (rule !== 'older-release') events.push(`${state} ${rule}`)
      })
      if (!localStorage.getItem('codex-alert-thresholds'))
        localStorage.setItem('codex-alert-thresholds', JSON.stringify(thresholds))
      document.addEventListener('DOMContentLoaded', () => {
        const script = document.createElement('script')
        script.type = 'module'
        script.src = '/elements/vault-alerts.js'
        document.head.append(script)
        document.body.append(document.createElement('vault-alerts'))
      })
    },
    { ...DEFAULT_THRESHOLDS, unreachableSeconds: 10 },
  )
}

const alertEvents = (page: Page) =>
  page.evaluate(() => (window as unknown as { alertEvents: string[] }).alertEvents)

async function usedPercent(node: SimulatedNode): Promise<number> {
  const space = (await (await fetch(`${node.api}/space`)).json()) as {
    quotaMaxBytes: number
    quotaUsedBytes: number
  }
  return (Number(space.quotaUsedBytes) * 100) / Number(space.quotaMaxBytes)
}

/** Uploads real files to the node until its disk is at least `percent` full. */
async function fillDisk(node: SimulatedNode, percent: number) {
  let n = 0
  while ((await usedPercent(node)) < percent) {
    const bytes = new Uint8Array(32 * 1024).map((_, index) => (index * 31 + n) % 251)
    n += 1
    const answer = await fetch(`${node.api}/data`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/octet-stream' },
      body: bytes,
    })
    expect(answer.ok).toBe(true)
  }
  return usedPercent(node)
}

function bell(page: Page) {
  return page.locator('vault-app').getByRole('button', { name: /^Alerts/ })
}

async function openInbox(page: Page) {
  const button = bell(page)
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click()
  return page.locator('vault-app').getByRole('region', { name: 'Alerts' })
}

test('a disk past 90 % warns, past 95 % is critical on the next poll, naming its node only', async ({
  page,
  context,
  fleet,
}) => {
  const [home] = fleet.nodes
  const clock = await driveClock(context)
  await context.grantPermissions(['notifications'])
  await recordNotifications(context)
  await page.goto('/dashboard/settings')
  await page.getByRole('checkbox', { name: /Notify me of warnings/ }).click()
  await expect(page.getByRole('checkbox', { name: /Notify me of warnings/ })).toBeChecked()
  await page.getByRole('button', { name: 'Send a test alert' }).click()
  await expect(page.getByText('A test alert was sent.')).toBeVisible()
  expect(await shownNotifications(page)).toEqual(['Test alert from Codex Vault'])

  const warned = await fillDisk(home!, 90)
  expect(warned).toBeLessThan(95)
  await page.goto('/dashboard')
  // The storage card's answer is heard; the engine starts two status polls after the first answer.
  await clock.until(() => expect(bell(page)).toHaveAttribute('data-level', 'warning', SOON), {
    withinMs: 25_000,
    stepMs: HEALTH_INTERVAL,
  })
  const inbox = await openInbox(page)
  const alert = inbox.getByRole('listitem').filter({ hasText: /Disk \d+ % full/ })
  await expect(alert).toContainText('Warning')
  await expect(alert).toContainText('Home node')
  await expect(inbox).not.toContainText('Attic node')
  await expect(inbox).not.toContainText('Cellar node')
  await expectAccessible(page)

  // The disk fills behind the vault's back while Home stays open: the page's own polls see it.
  await fillDisk(home!, 95)
  await clock.until(() => expect(bell(page)).toHaveAttribute('data-level', 'critical', SOON), {
    withinMs: 75_000,
    stepMs: HEALTH_INTERVAL,
  })
  const again = await openInbox(page)
  const disk = again.getByRole('listitem').filter({ hasText: /Disk \d+ % full/ })
  await expect(disk).toContainText('Critical')
  await expect(disk).toHaveCount(1)
})

// At real speed on purpose: the engine's start and the disk's rule are also seen on the browser's
// real clock.
test('no notification is ever shown when the browser denies them', async ({
  page,
  context,
  fleet,
}) => {
  const [home] = fleet.nodes
  await recordNotifications(context)
  await page.goto('/dashboard/settings')
  await page.getByRole('checkbox', { name: /Notify me of warnings/ }).click()
  await expect(page.getByRole('alert')).toContainText('blocks notifications')
  await expect(page.getByRole('checkbox', { name: /Notify me of warnings/ })).not.toBeChecked()
  await fillDisk(home!, 96)
  await page.goto('/dashboard')
  await expect(bell(page)).toHaveAttribute('data-level', 'critical', { timeout: 25_000 })
  expect(await shownNotifications(page)).toEqual([])
})

// At real speed on purpose: two tabs whose polls fire at one driven instant both open the alert
// before either hears the other's write (a race the engine does not close yet); at real speed their
// polls are apart, as a person's tabs are.
test('an open alert survives a reload and a second tab: count unchanged, nothing resolved, no event', async ({
  page,
  context,
  fleet,
}) => {
  test.setTimeout(120_000)
  const [home] = fleet.nodes
  await embedAlerts(context)
  await fillDisk(home!, 96)
  await page.goto('/dashboard')
  await expect(bell(page)).toHaveAttribute('data-level', 'critical', { timeout: 25_000 })
  await expect.poll(() => alertEvents(page)).toEqual(['open disk-full'])
  const open = (await bell(page).textContent())!.match(/(\d+)\s*open alert/)![1]!

  // Settings does not read the disk: its alert must hold on facts the page does not know.
  await page.goto('/dashboard/settings')
  const second = await context.newPage()
  await second.goto('/dashboard/settings')
  for (const each of [page, second]) {
    await expect(bell(each)).toHaveAttribute('data-level', 'critical')
    await expect(bell(each)).toContainText(`Alerts${open}open`)
  }
  // Both tabs judge (the node's status answers every 5 s): stopping the node opens its alert,
  // told once, by one tab; the disk's alert is neither resolved nor told again meanwhile.
  await home!.stop()
  await expect
    .poll(async () => [...(await alertEvents(page)), ...(await alertEvents(second))], {
      timeout: 60_000,
    })
    .toEqual(['open node-unreachable'])
  for (const each of [page, second]) {
    await expect(bell(each)).toContainText(`Alerts${Number(open) + 1}open`)
    const inbox = await openInbox(each)
    await expect(inbox.getByRole('list', { name: 'Open alerts' })).toContainText(/Disk \d+ % full/)
    await expect(inbox.getByText(/^Resolved/)).toHaveCount(0)
  }
  expect([...(await alertEvents(page)), ...(await alertEvents(second))]).toEqual([
    'open node-unreachable',
  ])
})

test('a node down, back, and down again two minutes later: one alert, open → resolved → reopened, one notification per opening', async ({
  page,
  context,
  fleet,
}) => {
  const [home] = fleet.nodes
  const clock = await driveClock(context)
  // Granting notifications alone would deny the page its loopback node (Local Network Access).
  await context.grantPermissions(['notifications', 'local-network-access'])
  await recordNotifications(context)
  await embedAlerts(context)
  await page.goto('/dashboard/settings')
  await page.getByRole('checkbox', { name: /Notify me of warnings/ }).click()
  await expect(page.getByRole('checkbox', { name: /Notify me of warnings/ })).toBeChecked()
  await page.goto('/dashboard')
  await expect(bell(page)).toHaveAttribute('data-level', /none|notice/)

  const inbox = await openInbox(page)
  const alert = inbox.getByRole('listitem').filter({ hasText: 'Node not answering' })
  // Then (the click above focused it) another page in front, and the browser's own focus (Playwright's focus emulation off): the
  // vault's page is not focused, as a window left in the background.
  const front = await context.newPage()
  await front.goto('about:blank')
  await front.bringToFront()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setFocusEmulationEnabled', { enabled: false })
  expect(await page.evaluate(() => document.hasFocus())).toBe(false)
  const poll = { withinMs: 60_000, stepMs: HEALTH_INTERVAL }
  await home!.stop()
  await clock.until(() => expect(alert).toContainText('Home node', SOON), poll)
  await expect.poll(() => alertEvents(page)).toEqual(['open node-unreachable'])
  await home!.start()
  await clock.until(
    () =>
      expect
        .poll(() => alertEvents(page), SOON)
        .toEqual(['open node-unreachable', 'resolved node-unreachable']),
    poll,
  )
  // Two minutes of the page's polls, past the quiet time (a minute): the next stop is a new spell.
  await clock.pass(120_000, HEALTH_INTERVAL)
  await home!.stop()
  await clock.until(
    () =>
      expect
        .poll(() => alertEvents(page), SOON)
        .toEqual([
          'open node-unreachable',
          'resolved node-unreachable',
          'reopened node-unreachable',
        ]),
    poll,
  )
  await expect(alert).toHaveCount(1)
  await expect(inbox.getByRole('list', { name: 'Open alerts' })).toContainText('Node not answering')
  expect(await shownNotifications(page)).toEqual([
    'Critical: Node not answering',
    'Critical: Node not answering',
  ])
})
