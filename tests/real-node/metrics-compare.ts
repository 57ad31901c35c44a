// The simulator's `--metrics` against the real node's: every series the rules and the vault read,
// with the same family type, and how they move after the same upload and download on both.
import { NODE_SERIES } from '../../src/monitoring/prometheus-names.ts'
import { parseScrape, type Scrape } from '../prometheus/scrape.ts'
import { freePort } from '../../scripts/prometheus/servers.ts'
import { launchSimulator } from '../support/simulator.ts'
import { startRealNode } from './real-node.ts'
import { SIM_OPTIONS } from './targets.ts'

export interface MetricsComparison {
  passed: number
  failures: string[]
}

interface Side {
  api: string
  metrics: string
}

async function scrape(side: Side): Promise<Scrape> {
  return parseScrape(await (await fetch(`${side.metrics}/metrics`)).text())
}

/**
 * A scrape once the counters have stopped moving (two in a row agree, within 3 s): a client can
 * read an answer's last byte before the server has ended it, and a node counts at its end.
 */
async function settledScrape(side: Side): Promise<Scrape> {
  const counters = (scraped: Scrape) =>
    NODE_SERIES.filter((name) => scraped.typeOf(name) === 'counter')
      .map((name) => scraped.value(name))
      .join()
  let last = await scrape(side)
  for (const deadline = Date.now() + 3_000; Date.now() < deadline;) {
    await new Promise((resolve) => setTimeout(resolve, 150))
    const next = await scrape(side)
    if (counters(next) === counters(last)) return next
    last = next
  }
  return last
}

async function usedBytes(side: Side): Promise<number> {
  const space = (await (await fetch(`${side.api}/space`)).json()) as { quotaUsedBytes: number }
  return Number(space.quotaUsedBytes)
}

/** Uploads the same file and downloads it once; answers each series' change and the disk's. */
async function moves(side: Side): Promise<{ deltas: Map<string, number>; disk: number }> {
  const before = await scrape(side)
  const diskBefore = await usedBytes(side)
  const response = await fetch(`${side.api}/data`, {
    method: 'POST',
    headers: { 'Content-Disposition': 'attachment; filename="metrics.txt"' },
    body: new Blob(['the same bytes on both nodes\n'.repeat(100)]),
  })
  const cid = await response.text()
  await (await fetch(`${side.api}/data/${cid}`)).arrayBuffer()
  const after = await settledScrape(side)
  const deltas = new Map(
    NODE_SERIES.map((name) => [name, (after.value(name) ?? NaN) - (before.value(name) ?? NaN)]),
  )
  return { deltas, disk: (await usedBytes(side)) - diskBefore }
}

export async function compareMetrics(binary: string): Promise<MetricsComparison> {
  const port = await freePort()
  const node = await startRealNode(binary, [
    '--metrics',
    '--metrics-address=127.0.0.1',
    `--metrics-port=${port}`,
  ])
  const simulator = await launchSimulator({ ...SIM_OPTIONS, metricsPort: 0 })
  const failures: string[] = []
  let passed = 0
  const check = (ok: boolean, failure: string) => (ok ? (passed += 1) : failures.push(failure))
  try {
    const real: Side = { api: node.api, metrics: `http://127.0.0.1:${port}` }
    const sim: Side = { api: simulator.api, metrics: simulator.metricsUrl ?? '' }
    const [realScrape, simScrape] = [await scrape(real), await scrape(sim)]
    for (const name of NODE_SERIES) {
      const types = [realScrape.typeOf(name), simScrape.typeOf(name)]
      check(
        types[0] !== undefined && types[0] === types[1],
        `metrics ${name}: real ${types[0] ?? '(none)'}, sim ${types[1] ?? '(none)'}`,
      )
    }
    const [realMoves, simMoves] = [await moves(real), await moves(sim)]
    for (const name of NODE_SERIES) {
      const [a, b] = [realMoves.deltas.get(name), simMoves.deltas.get(name)]
      if (name === 'process_start_time_seconds') continue
      check(a === b, `metrics ${name} after an upload and a download: real +${a}, sim +${b}`)
    }
    for (const [side, result] of [
      ['real', realMoves],
      ['sim', simMoves],
    ] as const) {
      const used = result.deltas.get('codex_repostore_bytes_used')
      check(
        used === result.disk,
        `metrics ${side}: bytes_used moved ${used}, /space ${result.disk}`,
      )
    }
  } finally {
    await Promise.all([node.close(), simulator.close()])
  }
  return { passed, failures }
}
