// `npm run sim:diff`: the differential suite's report. Starts the real node and the simulator's
// matching line, runs every call on both, prints the routes, the checks and every difference.
import { HTTP_CALLS } from '../tests/real-node/http-calls.ts'
import { KNOWN_DIFFERENCES } from '../tests/real-node/known-differences.ts'
import { findRealNode } from '../tests/real-node/real-node.ts'
import { runSuite, type SuiteReport } from '../tests/real-node/suite.ts'

/** The routes the HTTP calls reach, as templates (`GET /data/{cid}`). */
function routes(): string[] {
  const cid = '{cid}'
  const paths = HTTP_CALLS.map((call) => {
    const path = call.path({ named: cid, plain: cid, big: cid, dotted: cid }).split('?')[0] ?? ''
    const template = path
      .replace(/^\/data\/[^/]+/, '/data/{cid}')
      .replace(/^\/connect\/.+/, '/connect/{peerId}')
    return `${call.method} ${call.absolute ? template : `/api/codex/v1${template}`}`
  })
  return [...new Set(paths)]
}

function print(report: SuiteReport): number {
  const facets = report.results.reduce((sum, result) => sum + result.facets, 0)
  const reached = routes()
  console.log(`${reached.length} routes: ${reached.join(', ')}\n`)
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
  console.log('\nKnown differences:')
  for (const entry of KNOWN_DIFFERENCES) {
    const calls = report.results.filter((result) =>
      result.known.some((known) => known.reason === entry.reason),
    )
    console.log(
      `  ${calls.length} calls (${calls.map((result) => result.call).join(', ')}): ${entry.reason}`,
    )
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
process.exitCode = print(await runSuite(found.binary)) ? 1 : 0
