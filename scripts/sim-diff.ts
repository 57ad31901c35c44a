// `npm run sim:diff`: the differential suite's report. Starts the real node and the simulator's
// matching line, runs every call on both, prints the routes, the checks and every difference.
import { runDifferential, staleKnown, type CallResult } from '../tests/real-node/differential.ts'
import type { KnownDifference } from '../tests/real-node/known-differences.ts'
import { runSdkDifferential } from '../tests/real-node/sdk-calls.ts'
import { findRealNode } from '../tests/real-node/real-node.ts'
import { startTargets } from '../tests/real-node/targets.ts'

interface DiffReport {
  results: CallResult[]
  stale: KnownDifference[]
}

function print(report: DiffReport): number {
  const facets = report.results.reduce((sum, result) => sum + result.facets, 0)
  console.log(`${report.results.length} calls, ${facets} facets compared\n`)
  for (const result of report.results) {
    const mark = result.unexplained.length ? '✗' : result.known.length ? '~' : '✓'
    console.log(`${mark} ${result.call} (${result.facets} facets)`)
    for (const { facet, real, sim } of result.unexplained) {
      console.log(`    NEW ${facet}: real ${real ?? '(none)'} | sim ${sim ?? '(none)'}`)
    }
    for (const reason of new Set(result.known.map((known) => known.reason))) {
      const facets = result.known
        .filter((known) => known.reason === reason)
        .map((known) => known.facet)
      const shown =
        facets.length > 4 ? [...facets.slice(0, 4), `… ${facets.length - 4} more`] : facets
      console.log(`    known (${shown.join(', ')}): ${reason}`)
    }
  }
  for (const entry of report.stale) {
    console.log(`✗ stale known difference (${entry.calls} / ${entry.facets}): ${entry.reason}`)
  }
  const unexplained = report.results.filter((result) => result.unexplained.length).length
  const known = report.results.filter((result) => result.known.length).length
  console.log(
    `\n${report.results.length - unexplained} of ${report.results.length} calls match or differ only as documented; ` +
      `${known} with known differences, ${unexplained} with new ones, ${report.stale.length} stale entries`,
  )
  return unexplained + report.stale.length
}

const found = findRealNode()
if (!('version' in found)) {
  console.log(`sim:diff: ${found.missing}`)
  process.exit(1)
}
const targets = await startTargets(found.binary)
try {
  const used = new Set<KnownDifference>()
  const results = [
    ...(await runDifferential(targets.real, targets.sim, undefined, used)),
    ...(await runSdkDifferential(targets.real, targets.sim, used)),
  ]
  process.exitCode = print({ results, stale: staleKnown(used) }) ? 1 : 0
} finally {
  await targets.close()
}
