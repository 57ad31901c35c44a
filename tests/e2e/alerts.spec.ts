// Alerts end to end, on a three-node page: the home node's disk filled by real uploads past 90 %
// (a warning) and 95 % (critical), the node stopped (an alert after a minute) and started
// (resolved), each alert naming its own node only, and browser notifications shown when permitted
// and never when denied.
import type { Page } from '@playwright/test'
import { expect, expectAccessible } from './support/fixtures.ts'
import { testWithNodes } from './support/nodes-fixtures.ts'
import type { SimulatedNode } from './support/sim-nodes.ts'

const QUOTA = 2 * 1024 * 1024
const test = testWithNodes([
  { name: 'Home node', quotaBytes: QUOTA },
  { name: 'Attic node' },
  { name: 'Cellar node' },
])

/** Notifications the page constructs, recorded beside the browser's own. */
async function recordNotifications(page: Page) {
  await page.addInitScript(() => {
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
    // The test stands for a window in the background: alerts notify only while the page is unseen.
    document.hasFocus = () => false
  })
}

const shownNotifications = (page: Page) =>
  page.evaluate(() => (window as unknown as { shownNotifications: string[] }).shownNotifications)

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

test('a disk past 90 % warns, past 95 % is critical, naming its node only; a notification when permitted', async ({
  page,
  context,
  fleet,
}) => {
  const [home] = fleet.nodes
  await context.grantPermissions(['notifications'])
  await recordNotifications(page)
  await page.goto('/dashboard/settings')
  await page.getByRole('checkbox', { name: /Notify me of warnings/ }).check()
  await expect(page.getByRole('checkbox', { name: /Notify me of warnings/ })).toBeChecked()
  await page.getByRole('button', { name: 'Send a test alert' }).click()
  await expect(page.getByText('A test alert was sent.')).toBeVisible()
  expect(await shownNotifications(page)).toEqual(['Test alert from Codex Vault'])

  const warned = await fillDisk(home!, 90)
  expect(warned).toBeLessThan(95)
  await page.goto('/dashboard')
  // The storage card's answer is heard; the engine starts one status poll after the first answer.
  await expect(bell(page)).toHaveAttribute('data-level', 'warning', { timeout: 15_000 })
  const inbox = await openInbox(page)
  const alert = inbox.getByRole('listitem').filter({ hasText: /Disk \d+ % full/ })
  await expect(alert).toContainText('Warning')
  await expect(alert).toContainText('Home node')
  await expect(inbox).not.toContainText('Attic node')
  await expect(inbox).not.toContainText('Cellar node')
  await expectAccessible(page)

  await fillDisk(home!, 95)
  await page.goto('/dashboard/files')
  await page.goto('/dashboard')
  await expect(bell(page)).toHaveAttribute('data-level', 'critical', { timeout: 15_000 })
  const again = await openInbox(page)
  await expect(again.getByRole('listitem').filter({ hasText: /Disk \d+ % full/ })).toContainText(
    'Critical',
  )
  await expect(again.getByRole('listitem').filter({ hasText: /Disk \d+ % full/ })).toHaveCount(1)
  const critical = (titles: string[]) =>
    titles.some((title) => /^Critical: Disk \d+ % full$/.test(title))
  await expect.poll(async () => critical(await shownNotifications(page))).toBe(true)
})

test('no notification is ever shown when the browser denies them', async ({ page, fleet }) => {
  const [home] = fleet.nodes
  await recordNotifications(page)
  await page.goto('/dashboard/settings')
  await page.getByRole('checkbox', { name: /Notify me of warnings/ }).click()
  await expect(page.getByRole('alert')).toContainText('blocks notifications')
  await expect(page.getByRole('checkbox', { name: /Notify me of warnings/ })).not.toBeChecked()
  await fillDisk(home!, 96)
  await page.goto('/dashboard')
  await expect(bell(page)).toHaveAttribute('data-level', 'critical', { timeout: 15_000 })
  expect(await shownNotifications(page)).toEqual([])
})

test('a stopped node is an alert after a minute, resolved when it starts', async ({
  page,
  fleet,
}) => {
  test.setTimeout(150_000)
  const [home] = fleet.nodes
  await page.goto('/dashboard')
  await expect(bell(page)).not.toHaveAttribute('data-level', /warning|critical/)
  await home!.stop()
  const inbox = await openInbox(page)
  await expect(inbox.getByRole('listitem').filter({ hasText: 'Node not answering' })).toContainText(
    'Home node',
    { timeout: 80_000 },
  )
  await expect(bell(page)).toHaveAttribute('data-level', 'critical')
  await home!.start()
  const open = inbox.getByRole('list', { name: 'Open alerts' })
  await expect(open.getByText('Node not answering')).toHaveCount(0, { timeout: 15_000 })
  await inbox.getByText(/^Resolved/).click()
  await expect(inbox.getByRole('listitem').filter({ hasText: 'Node not answering' })).toContainText(
    /resolved after \d/,
  )
})
