// The bench's month: 30 days of every node's disk use before now, written as OpenMetrics and made
// into blocks by promtool in a Prometheus data folder before it starts (a sample every 5 minutes,
// labelled as the scrape job labels each node, ending before the first live scrape).
import { writeBlocks } from '../../scripts/prometheus/backfill.ts'
import { SCRAPE_JOB } from '../../src/monitoring/prometheus-names.ts'
import type { ScrapeTarget } from '../../cli/prometheus/targets.ts'

const FIVE_MINUTES = 5 * 60_000

/**
 * Each node's month as OpenMetrics: its used bytes growing by its own pace. No `up`: the table's
 * state and the bench's count of scrapes come from the live scrapes alone.
 */
export function monthText(targets: readonly ScrapeTarget[], span: number, end: number): string {
  const used: string[] = []
  const first = Math.floor((end - span) / FIVE_MINUTES) * FIVE_MINUTES
  for (const [index, target] of targets.entries()) {
    const labels = `job="${SCRAPE_JOB}",instance="${target.metrics}",node=${JSON.stringify(target.name)}`
    for (let t = first, step = 0; t < end; t += FIVE_MINUTES, step += 1) {
      const bytes = (index + 1) * 2 ** 28 + step * 4096 * (index + 1)
      used.push(`codex_repostore_bytes_used{${labels}} ${bytes} ${t / 1000}`)
    }
  }
  return ['# TYPE codex_repostore_bytes_used gauge', ...used, '# EOF', ''].join('\n')
}

/** Writes the month into `dataDir` as day-long blocks (30, not 360 of two hours). */
export function backfillMonth(
  promtool: string,
  dataDir: string,
  targets: readonly ScrapeTarget[],
  span: number,
  end: number,
): Promise<void> {
  return writeBlocks(promtool, dataDir, monthText(targets, span, end))
}
