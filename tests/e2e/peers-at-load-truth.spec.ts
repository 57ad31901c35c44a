// A node with no peer when the page loads gains some while Home stays open: the watch's own polls
// see them come, so the "No peers" rule never opens its alert, even well past its time. The page's
// clock is driven (support/driven-clock.ts): its polls and the rule's minute pass in steps.
import type { Page } from '@playwright/test'
import { DEFAULT_THRESHOLDS } from '../../src/monitoring/thresholds.ts'
import { driveClock, SOON } from './support/driven-clock.ts'
import { expect, test } from './support/fixtures.ts'
import { FACTS_MS, HEALTH_INTERVAL } from '../../src/stores/cadences.ts'

const bell = (page: Page) => page.locator('vault-app').getByRole('button', { name: /^Alerts/ })

test('a node with 0 peers at load gains peers while Home stays open: no "No peers" alert', async ({
  page,
  context,
  sim,
}) => {
  const clock = await driveClock(context)
  // Network alerts after a minute (Settings' shortest).
  await page.addInitScript(
    (thresholds) => localStorage.setItem('codex-alert-thresholds', JSON.stringify(thresholds)),
    { ...DEFAULT_THRESHOLDS, networkMinutes: 1 },
  )
  await sim.control('peers', { count: 0 })
  await page.goto('/dashboard')
  const count = page.locator('vault-app').locator('.peers-card__count')
  await expect(count).toHaveText('0 active peers')
  const pageNow = () => page.evaluate(() => Date.now())
  const sawNone = await pageNow()
  await sim.control('peers', { count: 3 })
  // The active node's peers are asked every FACTS_MS (50 s), within the rule's minute.
  await clock.until(() => expect(count).toHaveText(/^\d+ active peers? of 3$/, SOON), {
    withinMs: FACTS_MS + 10_000,
    stepMs: HEALTH_INTERVAL,
  })
  // Past the rule's minute from the first reading of 0 peers, with two status polls to judge it.
  await clock.pass(Math.max(0, sawNone + 75_000 - (await pageNow())), HEALTH_INTERVAL)
  await bell(page).click()
  const inbox = page.locator('vault-app').getByRole('region', { name: 'Alerts' })
  // The inbox holds the node's other notice (its older release), not "No peers".
  await expect(inbox.getByRole('listitem').first()).toBeVisible()
  await expect(inbox.getByText('No peers or connections')).toHaveCount(0)
})
