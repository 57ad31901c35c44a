// The fleet watch end to end, the page left alone: a disk filling behind the vault's back while
// Home stays open, and a second node stopping while Home shows the first. The page's clock is
// driven (support/driven-clock.ts): the watch's polls and the rules' delays pass in steps.
import type { Page } from '@playwright/test'
import { driveClock, SOON, type DrivenClock } from './support/driven-clock.ts'
import { expect } from './support/fixtures.ts'
import { testWithNodes } from './support/nodes-fixtures.ts'
import type { SimulatedNode } from './support/sim-nodes.ts'
import { FACTS_MS, HEALTH_INTERVAL } from '../../src/stores/cadences.ts'

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
async function dashboardJudged(page: Page, clock: DrivenClock, node: SimulatedNode) {
  const heard = { engine: false, answered: false }
  void page
    .waitForResponse((answer) => /\/engine-[\w-]+\.js$/.test(answer.url()))
    .then(() => (heard.engine = true))
  void page
    .waitForResponse((answer) => answer.url().startsWith(node.url) && answer.ok())
    .then(() => (heard.answered = true))
  await page.goto('/dashboard')
  // The engine loads two status polls after the node's first answer: both on the page's clock.
  await clock.until(() => expect(heard).toEqual({ engine: true, answered: true }), {
    withinMs: 60_000,
    stepMs: HEALTH_INTERVAL,
  })
  // The judgement reaches the bell on the next render.
  await page.waitForTimeout(1_000)
}

const bell = (page: Page) => page.locator('vault-app').getByRole('button', { name: /^Alerts/ })

test('the disk fills behind the vault while Home stays open: a disk alert within two polls', async ({
  page,
  context,
  fleet,
}) => {
  const [home] = fleet.nodes
  const clock = await driveClock(context)
  await prepare(page)
  await dashboardJudged(page, clock, home!)
  await expect(page.locator('vault-app').getByText(/Used/).first()).toBeVisible()
  await expect(bell(page)).not.toHaveAttribute('data-level', /warning|critical/)
  await fillDisk(home!, 96)
  // Two polls of the active node's space (FACTS_MS, 50 s each), with a margin for a loaded machine.
  await clock.until(() => expect(bell(page)).toHaveAttribute('data-level', 'critical', SOON), {
    withinMs: 2 * FACTS_MS + 15_000,
    stepMs: HEALTH_INTERVAL,
  })
})

test('a second node stops while Home shows the first: its alert opens without opening Nodes', async ({
  page,
  context,
  fleet,
}) => {
  const [, attic] = fleet.nodes
  const clock = await driveClock(context)
  await prepare(page)
  await dashboardJudged(page, clock, attic!)
  await expect(bell(page)).not.toHaveAttribute('data-level', /warning|critical/)
  await attic!.stop()
  // Other nodes are asked every 30 s; the rule waits 10 s without an answer.
  await clock.until(() => expect(bell(page)).toHaveAttribute('data-level', 'critical', SOON), {
    withinMs: 90_000,
    stepMs: HEALTH_INTERVAL,
  })
  await bell(page).click()
  const inbox = page.locator('vault-app').getByRole('region', { name: 'Alerts' })
  await expect(inbox.getByRole('listitem').filter({ hasText: 'Node not answering' })).toContainText(
    'Attic node',
  )
})
