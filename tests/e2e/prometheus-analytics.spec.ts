// Analytics reads a real Prometheus (Debian's binary, scraping a simulator with metrics) on a fresh
// browser profile, and says where each chart's points came from; a Prometheus that does not answer
// gets a clear message while the browser's own history is drawn.
import { freePort } from '../../scripts/prometheus/servers.ts'
import type { Monitoring } from '../../scripts/prometheus/start-monitoring.ts'
import type { DemoServer } from '../../cli/serve/serve-demo.ts'
import type { LaunchedSimulator } from '../support/simulator.ts'
import { expect, expectAccessible, test } from './support/fixtures.ts'
import { openAnalytics } from './support/history-kit.ts'
import { untilSeries } from './support/prometheus-kit.ts'
import { monitored, realServers } from './support/real-servers.ts'

const NAME = 'Home node'

let node: LaunchedSimulator
let monitoring: Monitoring
let withPrometheus: DemoServer
let wrongAddress: DemoServer
let deadUrl: string

const servers = realServers()

test.beforeAll(async () => {
  node = await servers.node({ metricsPort: 0 })
  monitoring = await servers.monitoring([monitored(NAME, node)])
  const nodes = [{ name: NAME, url: node.url }]
  withPrometheus = await servers.serve(nodes, { prometheusUrl: monitoring.prometheus.url })
  deadUrl = `http://127.0.0.1:${await freePort()}`
  wrongAddress = await servers.serve(nodes, { prometheusUrl: deadUrl })
})

/** Waits until Prometheus has scraped the node once (a scrape every 15 s). */
const scraped = () => untilSeries(monitoring.prometheus.url, `libp2p_peers{node="${NAME}"}`, 1)

test('a fresh profile set to a Prometheus draws its points and names it under the charts', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await scraped()
  await page.goto(`${withPrometheus.url}/dashboard/analytics`)
  const history = page.getByRole('region', { name: 'History' })
  const storage = history.getByRole('figure', { name: 'Storage' })
  await expect(storage.getByText(/^Points from Prometheus/)).toBeVisible({ timeout: 30_000 })
  await expect(
    history.getByRole('figure', { name: 'Peers' }).getByText(/^Points from Prometheus/),
  ).toBeVisible()
  // Response time is the browser's alone.
  await expect(
    history.getByRole('figure', { name: 'Response time' }).getByText(/Prometheus/),
  ).toHaveCount(0)
  await storage.getByText('Storage as a table').click()
  await expect(
    storage
      .getByRole('table', { name: 'Storage' })
      .getByRole('cell', { name: /\d (B|KB|MB|GB)$/ })
      .first(),
  ).toBeVisible()
  // The page is on another origin than Prometheus: it answered with CORS, and no problem is shown.
  await expect(history.getByText(/does not answer|not to this page/)).toHaveCount(0)
  await expectAccessible(page)
})

test('a Prometheus that does not answer: a clear message, and the browser history goes on', async ({
  page,
}) => {
  test.setTimeout(45_000)
  await page.goto(`${wrongAddress.url}/dashboard`)
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  await openAnalytics(page)
  const history = page.getByRole('region', { name: 'History' })
  await expect(
    history.getByText(
      `Prometheus at ${deadUrl} does not answer: is it running, at this address? The charts show this browser's history.`,
    ),
  ).toBeVisible({ timeout: 20_000 })
  // The browser's charts stay, each naming its points as this browser's (or none yet).
  await expect(
    history
      .getByRole('figure', { name: 'Storage' })
      .getByText(/^(Points from this browser|No points in this range)$/),
  ).toBeVisible()
  await expect(history.getByText(/Points from Prometheus/)).toHaveCount(0)
  await expectAccessible(page)
})
