// `npm test`'s Prometheus layer: the config `codex-vault prometheus` writes checked by promtool and
// amtool, the rules test, and an alert from a stopped node to a webhook through the real servers.
// Without the binaries it says what to install in one line (a failure under CI=true).
import { writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { runAlertJourney } from './alert-journey.ts'
import { ensureBinaries, versionOf } from '../../scripts/prometheus/binaries.ts'
import { runChecks, type CheckResult } from './checks.ts'
import { NESTED, runLayerStop } from './layer-stop.ts'
import { runSignalStops } from './signal-stop.ts'

const reportPath = process.env.VAULT_PROMETHEUS_REPORT ?? join(tmpdir(), 'vault-prometheus.json')
const started = Date.now()
const binaries = ensureBinaries()
let results: CheckResult[] = []
if ('missing' in binaries) {
  console.log(`prometheus: skipped, ${binaries.missing}`)
  if (process.env.CI === 'true')
    results = [{ name: 'binaries', ok: false, output: binaries.missing }]
} else {
  console.log(`prometheus: ${versionOf(binaries.prometheus)}; ${versionOf(binaries.alertmanager)}`)
  results = [...(await runChecks(binaries)), ...(await runAlertJourney(binaries))]
  if (!process.env[NESTED]) results.push(...(await runSignalStops()), await runLayerStop())
  for (const result of results) {
    console.log(`${result.ok ? '✓' : '✗'} ${result.name}`)
    if (!result.ok && result.output) console.log(result.output)
  }
}
const failures = results.filter((result) => !result.ok).map((result) => result.name)
const seconds = ((Date.now() - started) / 1000).toFixed(0)
console.log(
  `prometheus: ${results.length - failures.length} passed, ${failures.length} failed in ${seconds} s`,
)
writeFileSync(
  reportPath,
  JSON.stringify({ passed: results.length - failures.length, failed: failures.length, failures }),
)
process.exit(failures.length === 0 ? 0 : 1)
