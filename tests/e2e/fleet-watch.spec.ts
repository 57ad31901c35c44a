// The fleet watch end to end, the page left alone: a disk filling behind the vault's back while
// Home stays open, and a second node stopping while Home shows the first.
import type { Page } from '@playwright/test'
import { FACTS_MS } from '../../src/stores/nodes/fleet-watch.ts'
import { expect } from './support/fixtures.ts'
import { testWithNodes } from './support/nodes-fixtures.ts'
import type { SimulatedNode } from './support/sim-nodes.ts'

const QUOTA = 2 * 1024 * 1024
const test = testWithNodes([{ name: 'Home node', quotaBytes: QUOTA }, { name: 'Attic node' }])

/** Short rule delays (Settings' own minimums), and notifications recorded as the page makes them. */
async function prepare(page: Page) {
  await page.addInitScript(() => {
    localStorage.setItem(
      'codex-alert-thresholds',
      JSON.stringify({
        quotaWarningPercent: 90,
        quotaCriticalPercent: 95,
        unreachableSeconds: 10,
        networkMinutes: 1,
        downloadStallMinutes: 2,
        endingHours: 24,
      }),
    )
    localStorage.setItem('codex-alert-notifications', 'true')
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

async function fillDisk(node: SimulatedNode, percent: number) {
  const used = async () => {
    const space = (await (await fetch(`${node.api}/space`)).json()) as Record<string, number>
    return (Number(space.quotaUsedBytes) * 100) / Number(space.quotaMaxBytes)
  }
  for (let n = 0; (await used()) < percent; n += 1) {
    const body = new Uint8Array(32 * 1024).map((_, index) => (index * 31 + n) % 251)
    const answer = await fetch(`${node.api}/data`, { method: 'POST', body })
    expect(answer.ok).toBe(true)
  }
}

/**
 * Loads the dashboard and waits until the rule engine has judged it: its chunk loaded (two status
 * polls after the node's first answer) and `node` answered the page. Only then does a calm bell
 * say the rules found nothing, rather than that they had not run yet.
 */
async function dashboardJudged(page: Page, node: SimulatedNode) {
  const engine = page.waitForResponse((answer) => /\/engine-[\w-]+\.js$/.test(answer.url()))
  const answered = page.waitForResponse(
    (answer) => answer.url().startsWith(node.url) && answer.ok(),
  )
  await page.goto('/dashboard')
  await Promise.all([engine, answered])
  // The judgement reaches the bell on the next render.
  await page.waitForTimeout(1_000)
}

const bell = (page: Page) => page.locator('vault-app').getByRole('button', { name: /^Alerts/ })

test('the disk fills behind the vault while Home stays open: a disk alert within two polls', async ({
  page,
  fleet,
}) => {
  test.setTimeout(180_000)
  const [home] = fleet.nodes
  await prepare(page)
  await dashboardJudged(page, home!)
  await expect(page.locator('vault-app').getByText(/Used/).first()).toBeVisible()
  await expect(bell(page)).not.toHaveAttribute('data-level', /warning|critical/)
  await fillDisk(home!, 96)
  // Two polls of the active node's space (FACTS_MS, 50 s each), with a margin for a loaded machine.
  await expect(bell(page)).toHaveAttribute('data-level', 'critical', {
    timeout: 2 * FACTS_MS + 15_000,
  })
})

test('a second node stops while Home shows the first: its alert opens without opening Nodes', async ({
  page,
  fleet,
}) => {
  test.setTimeout(120_000)
  const [, attic] = fleet.nodes
  await prepare(page)
  await dashboardJudged(page, attic!)
  await expect(bell(page)).not.toHaveAttribute('data-level', /warning|critical/)
  await attic!.stop()
  // Other nodes are asked every 30 s; the rule waits 10 s without an answer.
  await expect(bell(page)).toHaveAttribute('data-level', 'critical', { timeout: 90_000 })
  await bell(page).click()
  const inbox = page.locator('vault-app').getByRole('region', { name: 'Alerts' })
  await expect(inbox.getByRole('listitem').filter({ hasText: 'Node not answering' })).toContainText(
    'Attic node',
  )
})
