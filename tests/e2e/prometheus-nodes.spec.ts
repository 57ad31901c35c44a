// The Nodes table takes each node's up or down from a real Prometheus (Debian's binary) when one is
// set and scrapes the node: one query for every node, and the row says so. A node whose metrics
// Prometheus cannot scrape reads "down" there though its API answers the browser: the row shows
// Prometheus's word, not the node's.
import { freePort } from '../../scripts/prometheus/servers.ts'
import type { Monitoring } from '../../scripts/prometheus/start-monitoring.ts'
import type { DemoServer } from '../../cli/serve/serve-demo.ts'
import type { LaunchedSimulator } from '../support/simulator.ts'
import { expect, expectAccessible, test } from './support/fixtures.ts'
import { untilSeries } from './support/prometheus-kit.ts'
import { monitored, realServers } from './support/real-servers.ts'

const HOME = 'Home node'
const ATTIC = 'Attic node'

let home: LaunchedSimulator
let attic: LaunchedSimulator
let monitoring: Monitoring
let demo: DemoServer
const servers = realServers()

test.beforeAll(async () => {
  home = await servers.node({ metricsPort: 0 })
  attic = await servers.node({ metricsPort: 0 })
  // The attic's metrics at an address where nothing listens: Prometheus finds it down.
  const nowhere = `http://127.0.0.1:${await freePort()}/metrics`
  monitoring = await servers.monitoring([
    monitored(HOME, home),
    monitored(ATTIC, { url: attic.url, metricsUrl: nowhere }),
  ])
  const nodes = [
    { name: HOME, url: home.url },
    { name: ATTIC, url: attic.url },
  ]
  demo = await servers.serve(nodes, { prometheusUrl: monitoring.prometheus.url })
})

/** Waits until Prometheus has tried both nodes once (a scrape every 15 s). */
const scrapedBoth = () => untilSeries(monitoring.prometheus.url, 'up{job="codex-vault"}', 2)

test("each node's up or down comes from Prometheus, in one query, and the row names it", async ({
  page,
}) => {
  test.setTimeout(90_000)
  await scrapedBoth()
  const upQueries: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.origin !== monitoring.prometheus.url) return
    const query = url.searchParams.get('query') ?? ''
    if (query.includes('up{')) upQueries.push(query)
  })
  await page.goto(`${demo.url}/dashboard/nodes`)
  const table = page.getByRole('table', { name: 'Your nodes' })
  const row = (name: string) =>
    table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(name) }) })
  await expect(row(HOME).locator('.fleet-status')).toHaveText('up', { timeout: 30_000 })
  await expect(row(HOME)).toContainText('from Prometheus')
  // The attic answers the browser, yet Prometheus could not scrape it: the row says Prometheus's.
  expect((await fetch(`${attic.api}/spr`)).ok).toBe(true)
  // A read that came just before the attic's first scrape is followed by the next (15 s later).
  await expect(row(ATTIC).locator('.fleet-status')).toHaveText('down', { timeout: 20_000 })
  await expect(row(ATTIC)).toContainText('from Prometheus')
  await expect(row(ATTIC)).toContainText('Prometheus could not scrape the node at its last try.')
  await expect(row(ATTIC).locator('.fleet-status')).toHaveAttribute(
    'title',
    "Prometheus's last scrape of the node",
  )
  await expect(table).toContainText('1 of 2 up')
  // One query for both nodes, never one per node.
  expect(upQueries.length).toBeGreaterThan(0)
  for (const query of upQueries) expect(query).not.toMatch(/node="/)
  await expectAccessible(page)
})
