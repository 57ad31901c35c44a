// `npm start -- --prometheus --nodes 20` as a newcomer meets it, started by the function the start
// script calls: twenty simulated nodes scraped by one real Prometheus, an Alertmanager, and the
// vault served set to them. A fresh profile sees each node's up or down from Prometheus, the fleet
// in Analytics drawn from Prometheus, and Alertmanager's alert in the bell, with nothing typed.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ensureBinaries } from '../../scripts/prometheus/binaries.ts'
import { quickAlertOptions } from '../../cli/prometheus/config-files.ts'
import { startDemo, type StartedDemo } from '../../scripts/start-demo.ts'
import { DEFAULT_THRESHOLDS } from '../../src/monitoring/thresholds.ts'
import { expect, expectAccessible, test } from './support/fixtures.ts'
import { seriesOf } from './support/prometheus-kit.ts'

const COUNT = 20
/** The node stopped with no page open: Prometheus finds it down, Alertmanager fires. */
const STOPPED = 'Node 7'

let started: StartedDemo
let dataRoot: string

test.beforeAll(async () => {
  test.setTimeout(90_000)
  const binaries = ensureBinaries()
  if ('missing' in binaries) throw new Error(binaries.missing)
  dataRoot = await mkdtemp(join(tmpdir(), 'vault-start-'))
  // As `npm start -- --prometheus --nodes 20` with its defaults, on free ports.
  started = await startDemo({
    nodeCount: COUNT,
    api: 'codex-0.2.0',
    host: '127.0.0.1',
    port: 0,
    widgetsPort: 0,
    simPort: 0,
    dataDir: join(dataRoot, 'start'),
    timeScale: 60,
    files: 0,
    announce: 'public',
    monitoring: binaries,
    // Scrapes every 2 s and a 10 s unreachable delay (Settings' shortest), Alertmanager sending at
    // once: what is tested is the start's wiring, not Prometheus's 15 s and the rule's minute.
    monitoringCadence: {
      thresholds: { ...DEFAULT_THRESHOLDS, unreachableSeconds: 10 },
      options: quickAlertOptions(2),
    },
    log: () => undefined,
    nodeLog: () => undefined,
  })
})

test.afterAll(async () => {
  await started?.close()
  if (dataRoot) await rm(dataRoot, { recursive: true, force: true })
})

/** Every node Prometheus scraped, by the name the node list gives it, and whether it was up. */
async function scrapedUp(): Promise<Record<string, string>> {
  const url = started.monitoring?.prometheus.url ?? ''
  const up = await seriesOf(url, 'up{job="codex-vault"}')
  return Object.fromEntries(up.map((each) => [each.metric.node, each.value[1]]))
}

async function firing(): Promise<string[]> {
  const answer = await fetch(`${started.monitoring?.alertmanager.url}/api/v2/alerts?active=true`)
  const alerts = (await answer.json()) as { labels: Record<string, string> }[]
  return alerts.map((alert) => `${alert.labels.alertname} ${alert.labels.node}`)
}

test('the printed addresses answer: the vault, the widgets page, Prometheus and Alertmanager', async () => {
  const { demo, widgets, monitoring, readyText } = started
  expect(readyText).toContain(`open ${demo.url}/`)
  expect(readyText).toContain(`${widgets.url}/widgets.html`)
  const printed = [...readyText.matchAll(/http:\/\/\S+/g)].map(([url]) => url)
  expect(printed).toHaveLength(2)
  for (const url of printed) expect((await fetch(url)).status, url).toBe(200)
  for (const server of [monitoring?.prometheus, monitoring?.alertmanager]) {
    expect((await fetch(`${server?.url}/-/ready`)).status).toBe(200)
  }
  // The page is set to them: the vault reads these two, and every node is in its list.
  expect(started.config.prometheusUrl).toBe(monitoring?.prometheus.url)
  expect(started.config.alertmanagerUrl).toBe(monitoring?.alertmanager.url)
  expect(started.config.nodes?.map((node) => node.name)).toEqual(
    started.nodes.map((node) => node.name),
  )
})

test('a fresh profile: twenty nodes up or down from Prometheus, the fleet from Prometheus, Alertmanager’s alert in the bell', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const names = started.nodes.map((node) => node.name)
  expect(names).toHaveLength(COUNT)
  // Every node of the node list is scraped under its name.
  await expect
    .poll(scrapedUp, { timeout: 20_000 })
    .toEqual(Object.fromEntries(names.map((name) => [name, '1'])))

  await page.goto(`${started.demo.url}/dashboard/nodes`)
  const table = page.getByRole('table', { name: 'Your nodes' })
  const row = (name: string) =>
    table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${name}\\b`) }) })
  // Prometheus is read every 15 s: a row may show the node's own answer until the next read.
  for (const name of names) {
    await expect(row(name).locator('.fleet-status')).toHaveText('up', { timeout: 30_000 })
    await expect(row(name)).toContainText('from Prometheus', { timeout: 35_000 })
  }
  await expect(table).toContainText(`${COUNT} of ${COUNT} up`)

  // A node stops: the open table shows Prometheus's word for it once Prometheus has scraped it.
  const stopped = started.nodes.find((node) => node.name === STOPPED)
  const down = await fetch(`${stopped?.url}/_sim/down`, {
    method: 'POST',
    body: JSON.stringify({ mode: 'reset' }),
  })
  expect(down.ok).toBe(true)
  await expect(row(STOPPED).locator('.fleet-status')).toHaveText('down', { timeout: 45_000 })
  await expect(row(STOPPED)).toContainText('from Prometheus', { timeout: 35_000 })
  await expect(table).toContainText(`${COUNT - 1} of ${COUNT} up`)

  await page.getByRole('link', { name: 'Analytics' }).click()
  const fleet = page.getByRole('region', { name: 'Fleet', exact: true })
  const scraped = fleet.getByRole('table', { name: 'Every node Prometheus scrapes' })
  await expect(scraped.getByRole('row')).toHaveCount(COUNT + 1, { timeout: 30_000 })
  for (const name of names) {
    const state = name === STOPPED ? 'Down' : 'Up'
    await expect(
      scraped
        .getByRole('row', { name: new RegExp(`^${name} `) })
        .getByRole('cell')
        .nth(0),
    ).toHaveText(state)
  }
  await expect(
    fleet.getByRole('figure', { name: 'Disk used per node' }).getByText('Points from Prometheus'),
  ).toBeVisible()

  // Down for the rule's delay: Alertmanager has it, and the open page's bell shows it as its own.
  await expect
    .poll(firing, { timeout: 60_000, intervals: [1_000] })
    .toContain(`CodexNodeDown ${STOPPED}`)
  const bell = page.locator('vault-app').getByRole('button', { name: /^Alerts/ })
  await bell.click()
  const inbox = page.locator('vault-app').getByRole('region', { name: 'Alerts' })
  // One alert per node and condition: Alertmanager's own, or the browser's own one (its rule also
  // fires after a minute without an answer) marked as seen by Alertmanager too. The bell asks
  // Alertmanager every 30 s.
  const alert = inbox
    .getByRole('listitem')
    .filter({ hasText: STOPPED })
    .filter({ hasText: /From Alertmanager \(CodexNodeDown\)|Also seen by Alertmanager/ })
  await expect(alert).toHaveCount(1, { timeout: 45_000 })
  await expectAccessible(page)
})
