// `npm start -- --prometheus --history 7d` as a newcomer meets it: the scripted week backfilled into
// a real Prometheus (Debian's, with promtool) by the functions the start script calls, then a fresh
// browser profile, with no history of its own, opens Analytics on 7 d.
import { prometheusWeek } from '../../scripts/prometheus/backfill.ts'
import type { DemoServer } from '../../cli/serve/serve-demo.ts'
import { parseHistorySpan } from '../../src/demo/demo-history.ts'
import { expect, expectAccessible, test } from './support/fixtures.ts'
import { monitored, realServers } from './support/real-servers.ts'

const NAME = 'Home node'
const HOURS = 7 * 24

let demo: DemoServer
const servers = realServers()

test.beforeAll(async () => {
  test.setTimeout(90_000)
  const node = await servers.node({ metricsPort: 0 })
  const seed = prometheusWeek(servers.binaries().promtool, parseHistorySpan('7d'))
  const monitoring = await servers.monitoring([monitored(NAME, node)], { seed })
  // As start.ts serves it with --prometheus: the page seeds no history of its own.
  demo = await servers.serve([{ name: NAME, url: node.url }], {
    prometheusUrl: monitoring.prometheus.url,
  })
})

test('after --history 7d, a fresh profile sees the week from Prometheus, named under the chart', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await page.goto(`${demo.url}/dashboard/analytics`)
  const history = page.getByRole('region', { name: 'History' })
  await history.getByRole('button', { name: '7 d' }).click()
  await expect(history.getByRole('button', { name: '7 d' })).toHaveAttribute('aria-pressed', 'true')
  const storage = history.getByRole('figure', { name: 'Storage' })
  await expect(storage.getByText(/^Points from Prometheus/)).toBeVisible({ timeout: 30_000 })
  await expect(
    history.getByRole('figure', { name: 'Peers' }).getByText(/^Points from Prometheus/),
  ).toBeVisible()
  // The summary is the merged week's: Prometheus watched it, though this browser never did.
  await expect(history.getByText(/^(9\d|100)\.\d % of the range$/)).toBeVisible()

  await storage.getByText('Storage as a table').click()
  const rows = storage.getByRole('table', { name: 'Storage' }).locator('tbody tr')
  // An hour a row; the scripted hour down may be one row naming the gap.
  await expect.poll(() => rows.count(), { timeout: 10_000 }).toBeGreaterThanOrEqual(HOURS - 2)
  const used = await rows.evaluateAll((each) =>
    each.map((row) => /\d (B|KB|MB|GB)$/.test(row.querySelector('td')?.textContent ?? '')),
  )
  // Points on each of the seven days: every day of the range has most of its hours drawn.
  const perDay = [0, 1, 2, 3, 4, 5, 6].map(
    (day) => used.slice(day * 24, day * 24 + 24).filter(Boolean).length,
  )
  expect(perDay, 'hours with a stored size, day by day').toEqual(
    perDay.map((count) => Math.max(count, 20)),
  )
  // The range opens on the script's first gigabytes, a week ago.
  const firstSize = await rows.first().locator('td').first().textContent()
  expect(firstSize).toMatch(/GB$/)
  await expectAccessible(page)
})
