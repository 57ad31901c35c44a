// The Nodes table reads the fleet watch: with Nodes open, a node other than the active one is
// asked its space and peers once per watch poll (30 s), and its status once per 5-s health poll
// the table's status column wants: the table and the watch share each poll, none is doubled.
import type { Page } from '@playwright/test'
import { expect } from './support/fixtures.ts'
import { testWithNodes } from './support/nodes-fixtures.ts'
import type { SimulatedNode } from './support/sim-nodes.ts'

const test = testWithNodes([{ name: 'Home node' }, { name: 'Attic node' }])

const status = (page: Page, name: string) =>
  page
    .getByRole('table', { name: 'Your nodes' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(name) }) })
    .locator('.fleet-status')

/** What the node was asked, by route, over `ms` from now. */
async function askedOver(page: Page, node: SimulatedNode, ms: number) {
  await node.resetRequests()
  await page.waitForTimeout(ms)
  return (await node.requests()).byRoute
}

test('with Nodes open, another node is asked each fact once per poll, the table adding none', async ({
  page,
  fleet,
}) => {
  test.setTimeout(90_000)
  const [, attic] = fleet.nodes
  await page.goto('/dashboard/nodes')
  await expect(status(page, 'Attic node')).toHaveText('up', { timeout: 20_000 })
  await expect(page.getByRole('table', { name: 'Your nodes' })).toContainText('of 2 up')
  // A little over one poll of the other nodes (30 s).
  const asked = await askedOver(page, attic!, 33_000)
  // One health poll each 5 s (six or seven in the window), shared by the watch and the table.
  expect(asked['GET /spr'] ?? 0).toBeGreaterThanOrEqual(5)
  expect(asked['GET /spr'] ?? 0).toBeLessThanOrEqual(8)
  // Space and peers only at the watch's cadence: once, twice where the window holds two polls.
  for (const route of ['GET /space', 'GET /debug/info']) {
    expect(asked[route] ?? 0, route).toBeGreaterThanOrEqual(1)
    expect(asked[route] ?? 0, route).toBeLessThanOrEqual(2)
  }
})
