// The Nodes table reads the fleet watch: with Nodes open, a node other than the active one is
// asked its status and marketplace every 30 s and its space and peers every 50 s, as with Nodes
// closed: its row is not a reason to ask it at the 5-s health checks, and no poll is doubled.
// The page's clock is driven (support/driven-clock.ts) through the window, in steps of half a
// health check, so a 5-s poll would still be asked at each of its turns.
import type { Page } from '@playwright/test'
import { driveClock, SOON, type DrivenClock } from './support/driven-clock.ts'
import { expect } from './support/fixtures.ts'
import { testWithNodes } from './support/nodes-fixtures.ts'
import type { SimulatedNode } from './support/sim-nodes.ts'
import { HEALTH_INTERVAL } from '../../src/stores/cadences.ts'

const test = testWithNodes([{ name: 'Home node' }, { name: 'Attic node' }])

const status = (page: Page, name: string) =>
  page
    .getByRole('table', { name: 'Your nodes' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(name) }) })
    .locator('.fleet-status')

const STEP_MS = HEALTH_INTERVAL / 2

/** What the node was asked, by route, over `ms` of the page's time from now. */
async function askedOver(page: Page, clock: DrivenClock, node: SimulatedNode, ms: number) {
  const pageNow = () => page.evaluate(() => Date.now())
  await clock.settled()
  await node.resetRequests()
  const end = (await pageNow()) + ms
  for (let left = ms; left > 0; left = end - (await pageNow()))
    await clock.pass(Math.min(STEP_MS, left))
  return (await node.requests()).byRoute
}

test('with Nodes open, another node is asked each fact once per poll, the table adding none', async ({
  page,
  context,
  fleet,
}) => {
  const [, attic] = fleet.nodes
  const clock = await driveClock(context)
  await page.goto('/dashboard/nodes')
  await clock.until(() => expect(status(page, 'Attic node')).toHaveText('up', SOON), {
    withinMs: 20_000,
    stepMs: 1_000,
  })
  await expect(page.getByRole('table', { name: 'Your nodes' })).toContainText('of 2 up')
  // A little over one poll of the other nodes' space and peers (50 s).
  const asked = await askedOver(page, clock, attic!, 52_000)
  // Status and marketplace at the watch's 30 s (one or two in the window), not every 5 s (ten).
  for (const route of ['GET /spr', 'GET /sales/slots']) {
    expect(asked[route] ?? 0, route).toBeGreaterThanOrEqual(1)
    expect(asked[route] ?? 0, route).toBeLessThanOrEqual(2)
  }
  // Space and peers at the watch's 50 s: one, two where the window holds both ends, never doubled.
  for (const route of ['GET /space', 'GET /debug/info']) {
    expect(asked[route] ?? 0, route).toBeGreaterThanOrEqual(1)
    expect(asked[route] ?? 0, route).toBeLessThanOrEqual(2)
  }
})
