// `npm test`'s real-node layer: finds the node binary, runs the differential suite (HTTP calls
// and the official SDKs, real node against the simulator's codex-0.2.5 line) and the vault's
// journeys on it in Chromium, and writes `{passed, failed, failures}` to VAULT_REAL_NODE_REPORT.
// Without a binary that runs here it says so in one line and reports nothing run, on a
// newcomer's machine; under CI=true that is one failure, as CI is there to run it.
import { writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { findRealNode, mustRun } from './real-node.ts'
import { runSuite } from './suite.ts'
import { runPlaywright, type Counts } from '../support/playwright-layer.ts'
import { compareMetrics } from './metrics-compare.ts'

const reportPath = process.env.VAULT_REAL_NODE_REPORT ?? join(tmpdir(), 'vault-real-node.json')
const started = Date.now()

async function differential(binary: string): Promise<Counts> {
  const { results, stale } = await runSuite(binary)
  const failures = [
    ...results
      .filter((result) => result.unexplained.length > 0)
      .map((result) => {
        const facets = result.unexplained.map(
          ({ facet, real, sim }) => `${facet}: real ${real ?? '(none)'}, sim ${sim ?? '(none)'}`,
        )
        return `differential ${result.call}: ${facets.slice(0, 3).join('; ')}`
      }),
    ...stale.map((entry) => `stale known difference: ${entry.reason}`),
  ]
  for (const failure of failures) console.log(`✗ ${failure}`)
  const passed = results.length - results.filter((result) => result.unexplained.length).length
  console.log(`differential: ${passed} of ${results.length} calls match or differ as documented`)
  return { passed, failed: failures.length, failures }
}

const journeys = (): Counts =>
  runPlaywright('tests/real-node/playwright.config.ts', [], (spec) => `journey ${spec.title}`)

const found = findRealNode()
let counts: Counts = { passed: 0, failed: 0, failures: [] }
if (!('version' in found)) {
  if (mustRun(process.env)) {
    console.log(`✗ real node: ${found.missing}; CI=true needs one`)
    counts = { passed: 0, failed: 1, failures: [`no real node: ${found.missing}`] }
  } else {
    console.log(`real node: skipped, ${found.missing}`)
  }
} else {
  console.log(`real node: ${found.binary} (Codex ${found.version})`)
  const diff = await differential(found.binary).catch((error: unknown): Counts => ({
    passed: 0,
    failed: 1,
    failures: [`differential suite crashed: ${(error as Error).message}`],
  }))
  const metrics = await compareMetrics(found.binary).catch((error: unknown) => ({
    passed: 0,
    failures: [`metrics comparison crashed: ${(error as Error).message}`],
  }))
  for (const failure of metrics.failures) console.log(`✗ ${failure}`)
  console.log(`metrics: ${metrics.passed} of the simulator's series match the node's`)
  const walks = journeys()
  counts = {
    passed: diff.passed + metrics.passed + walks.passed,
    failed: diff.failed + metrics.failures.length + walks.failed,
    failures: [...diff.failures, ...metrics.failures, ...walks.failures],
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(0)
  console.log(`real node: ${counts.passed} passed, ${counts.failed} failed in ${seconds} s`)
}
writeFileSync(reportPath, JSON.stringify(counts))
process.exit(counts.failed === 0 ? 0 : 1)
