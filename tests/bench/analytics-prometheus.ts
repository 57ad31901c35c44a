// Issue 41's fleet at scale, measured in Chromium against a real Prometheus (Debian's binary):
// drawing 30 days of 20 nodes from Prometheus (a backfilled month plus twenty simulated nodes
// scraped every 15 s for the run), the requests and bytes the page asks of Prometheus per view, and
// Prometheus's own memory at the end of the run. analytics-bench.ts compares the drawing with its
// 1 hour of 1 node from the browser and prints these lines with its own.
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser } from 'playwright'
import { startDemoNodes } from '../../scripts/demo-nodes.ts'
import { findBinaries } from '../../scripts/prometheus/binaries.ts'
import { defaultConfigOptions, writeConfig } from '../../cli/prometheus/config-files.ts'
import { freePort } from '../../scripts/prometheus/servers.ts'
import { readQuota, type ScrapeTarget } from '../../cli/prometheus/targets.ts'
import { serveDemo } from '../../cli/serve/serve-demo.ts'
import { DEFAULT_THRESHOLDS } from '../../src/monitoring/thresholds.ts'
import { backfillMonth } from './analytics-prometheus-backfill.ts'
import { timeDrawn } from './analytics-drawing.ts'

const NODES = 20
const DAY = 86_400_000

async function until(ready: () => Promise<boolean>, ms: number, what: string): Promise<void> {
  const deadline = Date.now() + ms
  while (!(await ready().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`${what} not within ${ms / 1000} s`)
    await new Promise((done) => setTimeout(done, 500))
  }
}

/** One query's scalar result from Prometheus's HTTP API. */
async function scalar(url: string, query: string): Promise<number> {
  const answer = await fetch(`${url}/api/v1/query?query=${encodeURIComponent(query)}`)
  const json = (await answer.json()) as { data: { result: { value: [number, string] }[] } }
  return Number(json.data.result[0]?.value[1] ?? NaN)
}

/** The targets' lines, `[line, met]`; `browserHour`: analytics-bench's 1 h × 1 node, in ms. */
export async function prometheusTargets(
  browser: Browser,
  browserHour: number,
): Promise<[string, boolean][]> {
  const binaries = findBinaries()
  if ('missing' in binaries) return [[`Prometheus fleet: ${binaries.missing}`, false]]
  const work = await mkdtemp(join(tmpdir(), 'vault-bench-prom-'))
  const fleet = await startDemoNodes({
    count: NODES,
    metrics: true,
    api: 'codex-0.2.5',
    firstPort: 0,
    dataDir: join(work, 'node'),
    timeScale: 60,
    log: () => {},
  })
  const children: ReturnType<typeof spawn>[] = []
  try {
    const targets: ScrapeTarget[] = await Promise.all(
      fleet.nodes.map(async (node) => ({
        name: node.name,
        metrics: new URL(node.simulator.metricsUrl ?? '').host,
        quotaBytes: await readQuota({ name: node.name, url: node.url, ...node.auth }),
      })),
    )
    await writeConfig(work, targets, DEFAULT_THRESHOLDS, defaultConfigOptions)
    const dataDir = join(work, 'tsdb')
    const startedAt = Date.now()
    await backfillMonth(binaries.promtool, dataDir, targets, 30 * DAY, startedAt - 60_000)
    const backfillMs = Date.now() - startedAt
    const url = `http://127.0.0.1:${await freePort()}`
    const prometheus = spawn(binaries.prometheus, [
      `--config.file=${join(work, 'prometheus.yml')}`,
      `--storage.tsdb.path=${dataDir}`,
      `--web.listen-address=${url.slice('http://'.length)}`,
      '--log.level=error',
    ])
    children.push(prometheus)
    const scrapingFrom = Date.now()
    await until(async () => (await fetch(`${url}/-/ready`)).ok, 60_000, 'Prometheus ready')
    await until(
      async () => (await scalar(url, 'count(up{job="codex-vault"} == 1)')) === NODES,
      40_000,
      'every node scraped',
    )

    const demo = await serveDemo({
      distDir: 'dist',
      config: { nodes: [{ name: 'Home node', url: fleet.nodes[0]!.url }], prometheusUrl: url },
    })
    const context = await browser.newContext()
    const page = await context.newPage()
    // tsx names the functions it compiles with a helper the page does not have.
    await page.addInitScript('globalThis.__name = (target) => target')
    try {
      await page.goto(`${demo.url}/dashboard/analytics`)
      await page.locator('vault-app').getByRole('heading', { name: 'Fleet' }).waitFor()
      await timeDrawn(page, '24 h', '[data-fleet-range="24h"] canvas')
      const views: { requests: number; bytes: number; nodeCharts: number }[] = []
      const times: number[] = []
      for (let run = 0; run < 5; run += 1) {
        await timeDrawn(page, '24 h', '[data-fleet-range="24h"] canvas')
        // The fleet's queries (for all nodes) apart from the History card's for its one node.
        const view = { requests: 0, bytes: 0, nodeCharts: 0 }
        const isFleet = (address: string) =>
          address.startsWith(`${url}/api/v1/query_range`) &&
          (new URL(address).searchParams.get('query') ?? '').includes('by (node)')
        const asked = (request: import('playwright').Request) => {
          if (isFleet(request.url())) view.requests += 1
          else if (request.url().startsWith(`${url}/api/v1/query_range`)) view.nodeCharts += 1
        }
        const count = async (response: import('playwright').Response) => {
          if (isFleet(response.url())) view.bytes += (await response.body()).length
        }
        page.on('request', asked)
        page.on('response', count)
        times.push(await timeDrawn(page, '30 d', '[data-fleet-range="30d"] canvas'))
        await page.waitForLoadState('networkidle')
        page.off('request', asked)
        page.off('response', count)
        views.push(view)
      }
      times.sort((a, b) => a - b)
      const thirty = times[2] ?? NaN
      const rows = await page
        .locator('vault-app')
        .getByRole('table', { name: 'Every node Prometheus scrapes' })
        .locator('tbody tr')
        .count()
      // At least a minute of scrapes (four of each node) before the memory is read.
      const scraped = () => scalar(url, `sum(count_over_time(up{job="codex-vault"}[1h]))`)
      await until(async () => (await scraped()) >= 4 * NODES, 120_000, 'four scrapes of each node')
      const runSeconds = (Date.now() - scrapingFrom) / 1000
      const scrapes = await scraped()
      const pid = prometheus.pid ?? 0
      const status = readFileSync(`/proc/${pid}/status`, 'utf8')
      const rssKb = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? NaN)
      const own = await (await fetch(`${url}/metrics`)).text()
      const ownRss = Number(/^process_resident_memory_bytes (\S+)$/m.exec(own)?.[1] ?? NaN)
      const perView = views.map((view) => view.requests)
      const kb = (bytes: number) => (bytes / 1024).toFixed(1)
      return [
        [
          `drawing 30 d x ${NODES} nodes from Prometheus: ${thirty.toFixed(0)} ms (${rows} nodes in the table); 1 h x 1 node from the browser: ${browserHour.toFixed(0)} ms; ratio ${(thirty / browserHour).toFixed(2)} (target <= 3)`,
          rows === NODES && thirty / browserHour <= 3,
        ],
        [
          `requests to Prometheus per 30 d view of the fleet: ${perView.join(', ')} query_range in five views (one per chart: 2), ${kb(views[2]?.bytes ?? NaN)} KB of answers; the History card's shown node: ${views.map((view) => view.nodeCharts).join(', ')} (target: 2 for the fleet, not one per node)`,
          perView.every((requests) => requests === 2),
        ],
        [
          `Prometheus's memory with ${NODES} simulated nodes scraped every 15 s for the run (${runSeconds.toFixed(0)} s since it started, ${scrapes} scrapes, after a 30-day backfill written in ${(backfillMs / 1000).toFixed(1)} s): ${(rssKb / 1024).toFixed(1)} MB resident (/proc VmRSS), ${(ownRss / 2 ** 20).toFixed(1)} MB by its own process_resident_memory_bytes (measured, not a target)`,
          Number.isFinite(rssKb) && rssKb > 0 && scrapes > 0,
        ],
      ]
    } finally {
      await context.close()
      await demo.close()
    }
  } finally {
    for (const child of children) {
      if (child.exitCode !== null) continue
      const exited = new Promise((done) => child.once('exit', done))
      child.kill('SIGTERM')
      await exited
    }
    await fleet.close()
    await rm(work, { recursive: true, force: true })
  }
}
