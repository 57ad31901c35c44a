// The fleet view in Analytics reads a real Prometheus (Debian's binary) scraping several simulated
// nodes: every node's used bytes match the node's own /space, and the page asks Prometheus once per
// chart for all nodes (never once per node) and asks the nodes nothing for the fleet's numbers.
import type { Monitoring } from '../../scripts/prometheus/start-monitoring.ts'
import type { DemoServer } from '../../cli/serve/serve-demo.ts'
import { formatBytes } from '../../src/lib/bytes.ts'
import type { LaunchedSimulator } from '../support/simulator.ts'
import { expect, expectAccessible, test } from './support/fixtures.ts'
import { seriesOf, untilSeries } from './support/prometheus-kit.ts'
import { monitored, realServers } from './support/real-servers.ts'

const COUNT = 5
const names = Array.from({ length: COUNT }, (_, index) => `Fleet node ${index + 1}`)

let nodes: LaunchedSimulator[] = []
let monitoring: Monitoring
let vault: DemoServer
const servers = realServers()

interface Space {
  quotaUsedBytes: number
  quotaMaxBytes: number
}

async function spaceOf(node: LaunchedSimulator): Promise<Space> {
  return (await (await fetch(`${node.api}/space`)).json()) as Space
}

/** Prometheus's last used bytes of every node, by name (the setup waits for the first scrape). */
async function scrapedUsed(): Promise<Record<string, string>> {
  const used = await seriesOf(
    monitoring.prometheus.url,
    '{__name__=~"codex_repostore_bytes_used|storage_repostore_bytes_used"}',
  )
  return Object.fromEntries(used.map((each) => [each.metric.node, each.value[1]]))
}

test.beforeAll(async () => {
  test.setTimeout(60_000)
  nodes = await Promise.all(names.map(() => servers.node({ metricsPort: 0 })))
  // Each node a different amount stored (1 to 5 MiB), so a node shown with another's bytes fails.
  for (const [index, node] of nodes.entries()) {
    const body = new Uint8Array((index + 1) * 2 ** 20).fill(index + 1)
    const response = await fetch(`${node.api}/data`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/octet-stream' },
      body,
    })
    if (!response.ok) throw new Error(`upload to ${names[index]}: ${response.status}`)
  }
  monitoring = await servers.monitoring(
    nodes.map((node, index) => monitored(names[index] ?? '', node)),
  )
  // The page's node list names only the first node: the others are known to Prometheus alone.
  vault = await servers.serve([{ name: names[0] ?? '', url: nodes[0]?.url ?? '' }], {
    prometheusUrl: monitoring.prometheus.url,
  })
})

test('the fleet view shows every node Prometheus scrapes, one query per chart', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const spaces = await Promise.all(nodes.map(spaceOf))
  const expected = Object.fromEntries(
    names.map((name, index) => [name, String(spaces[index]?.quotaUsedBytes)]),
  )
  await expect.poll(scrapedUsed, { timeout: 40_000 }).toEqual(expected)
  // The quotas are a recorded series (the rules file), evaluated apart from the scrapes.
  await untilSeries(monitoring.prometheus.url, 'codex_vault_node_quota_bytes', COUNT)

  const queries: string[] = []
  const toNodes: string[] = []
  const origins = nodes.slice(1).map((node) => new URL(node.url).origin)
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.origin === new URL(monitoring.prometheus.url).origin) {
      if (url.pathname === '/api/v1/query_range') queries.push(url.searchParams.get('query') ?? '')
    }
    if (origins.includes(url.origin)) toNodes.push(request.url())
  })

  await page.goto(`${vault.url}/dashboard/analytics`)
  const fleet = page.getByRole('region', { name: 'Fleet' })
  const table = fleet.getByRole('table', { name: 'Every node Prometheus scrapes' })
  await expect(table.getByRole('row')).toHaveCount(COUNT + 1, { timeout: 30_000 })
  for (const [index, name] of names.entries()) {
    const space = spaces[index]!
    const row = table.getByRole('row', { name: new RegExp(`^${name} `) })
    await expect(row.getByRole('cell').nth(0)).toHaveText('Up')
    await expect(row.getByRole('cell').nth(1)).toHaveText(
      `${formatBytes(BigInt(space.quotaUsedBytes))} of ${formatBytes(BigInt(space.quotaMaxBytes))}`,
    )
  }
  const chart = fleet.getByRole('figure', { name: 'Disk used per node' })
  await expect(chart.getByText('Points from Prometheus')).toBeVisible()

  // The fleet's two charts (the disk over time and the table's now): one query each, for all nodes.
  const fleetQueries = () => queries.filter((query) => query.includes('by (node)'))
  expect(fleetQueries()).toHaveLength(2)
  for (const query of fleetQueries()) expect(query).not.toMatch(/node="/)
  // The nodes outside the page's node list were never asked: the numbers are Prometheus's.
  expect(toNodes).toEqual([])

  // Another range is another view: again one query per chart.
  await page.getByRole('group', { name: 'Range' }).getByRole('button', { name: '7 d' }).click()
  await expect.poll(() => fleetQueries().length).toBe(4)
  await expect(table.getByRole('row')).toHaveCount(COUNT + 1)

  await chart.getByText('Disk used per node as a table').click()
  const values = chart.getByRole('table', { name: 'Disk used per node' })
  await expect(values.getByRole('columnheader', { name: names[4] })).toBeVisible()
  await expectAccessible(page)
})
