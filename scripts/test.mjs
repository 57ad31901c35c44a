// `npm test`: every layer in order, then one line `N passed, N failed`.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, existsSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { findChromium } from './chromium.mjs'
import { ensureEngines } from './ensure-engines.mjs'
import { runGroup } from './prometheus/process-group.mjs'

const results = mkdtempSync(join(tmpdir(), 'vault-test-'))
const totals = { passed: 0, failed: 0 }
// What failed, by name, printed again just above the last line: CI keeps only a run's tail.
const failures = []
// What passed only on its second try: counted as passed, named so a race does not go unseen.
const flaky = []

const runStarted = Date.now()
const seconds = (since) => Math.round((Date.now() - since) / 1000)

/** Runs one step and prints its time: the whole run has to stay under an hour on two cores. */
function run(command, args, env = {}) {
  console.log(`\n$ ${[command, ...args].join(' ')}`)
  const started = Date.now()
  const child = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  console.log(`(${seconds(started)} s; ${seconds(runStarted)} s since the run began)`)
  return child.status === 0
}

function hasFiles(dir, suffix) {
  if (!existsSync(dir)) return false
  return readdirSync(dir, { recursive: true }).some((file) => String(file).endsWith(suffix))
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'))
  } catch {
    return undefined
  }
}

/** The titles of a Playwright JSON report's specs that match `pick`. */
function specsWhere(pick, suites = [], where = []) {
  return suites.flatMap((suite) => {
    const path = suite.title ? [...where, suite.title] : where
    const own = (suite.specs ?? []).filter(pick).map((spec) => [...path, spec.title].join(' › '))
    return [...own, ...specsWhere(pick, suite.suites, path)]
  })
}

const failedSpec = (spec) => !spec.ok
const flakySpec = (spec) => spec.tests.some((test) => test.status === 'flaky')

// Each layer's time budget (the whole run within 30 minutes on two cores), in minutes; the checks
// (lint, format, types, build, sizes) share one. Printed at the end against the time taken, and a
// layer past its own fails the run; the prometheus layer is also stopped at its own.
const BUDGETS = {
  checks: 3,
  unit: 2.5,
  'browser (chromium)': 2,
  'browser (firefox)': 2,
  'browser (webkit)': 2,
  journeys: 3,
  e2e: 10,
  'real node': 3,
  proxy: 2,
  package: 2,
}
const spent = {}
const spend = (name, since) => {
  const key = name in BUDGETS ? name : 'checks'
  spent[key] = (spent[key] ?? 0) + (Date.now() - since) / 1000
}

/** A check with no per-test report (lint, types, size) counts as one test. */
function check(name, command, args) {
  const started = Date.now()
  const ok = run(command, args)
  spend(name, started)
  totals[ok ? 'passed' : 'failed'] += 1
  if (!ok) {
    console.log(`✗ ${name} failed`)
    failures.push(name)
  }
}

/** A test layer adds its own counts; a layer that crashed before reporting counts as one failure. */
function layer(name, command, args, env, count) {
  const started = Date.now()
  const ok = run(command, args, env)
  spend(name, started)
  tally(name, ok, count)
}

function tally(name, ok, count) {
  const counts = count()
  if (!counts) {
    totals.failed += 1
    console.log(`✗ ${name} produced no report`)
    failures.push(`${name}: produced no report`)
    return
  }
  totals.passed += counts.passed
  totals.failed += counts.failed
  failures.push(...(counts.failures ?? []).map((failure) => `${name}: ${failure}`))
  flaky.push(...(counts.flaky ?? []).map((test) => `${name}: ${test}`))
  if (!ok && counts.failed === 0) {
    totals.failed += 1
    console.log(`✗ ${name} exited with an error`)
    failures.push(`${name}: exited with an error`)
  }
}

function ensureChromium() {
  const found = findChromium()
  if (found) return found
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')
  if (!canInstall) {
    console.error(
      'No Chromium found. Install one (Debian: `sudo apt-get install chromium fonts-noto-color-emoji`)\n' +
        'or set CHROMIUM_PATH to a Chromium or Chrome binary, then run `npm test` again.',
    )
    return undefined
  }
  console.log('No Chromium found: installing Debian chromium and fonts-noto-color-emoji')
  run('apt-get', ['update', '-qq'])
  run('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-noto-color-emoji'], {
    DEBIAN_FRONTEND: 'noninteractive',
  })
  return findChromium()
}

check('lint', 'node_modules/.bin/eslint', ['.'])
check('format', 'node_modules/.bin/prettier', ['--check', '.'])
check('types', 'node_modules/.bin/tsc', ['-p', '.', '--noEmit'])
check('package types', 'node_modules/.bin/tsx', ['tests/types/package-types.ts'])

const vitestReport = join(results, 'vitest.json')
layer(
  'unit',
  'node_modules/.bin/vitest',
  ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`],
  {},
  () => {
    const report = readJson(vitestReport)
    return (
      report && {
        passed: report.numPassedTests,
        failed: report.numFailedTests,
        failures: report.testResults.flatMap((file) =>
          file.assertionResults
            .filter((test) => test.status === 'failed')
            .map((test) => `${relative(process.cwd(), file.name)}: ${test.fullName}`),
        ),
      }
    )
  },
)

// Prometheus and Alertmanager from their Debian binaries (installed when root with apt): the
// config `codex-vault prometheus` writes, its rules test, and an alert sent with no page open.
// Its own budget (stopped past it, reported as a failure), its time printed.
const prometheusReport = join(results, 'prometheus.json')
const prometheusBudget = 8 * 60_000
const prometheusStarted = Date.now()
const prometheusRunner = ['node_modules/.bin/tsx', 'tests/prometheus/run.ts']
console.log(`\n$ ${prometheusRunner.join(' ')}`)
// In a process group of its own: past the budget the servers it started stop with it.
const prometheusRun = await runGroup(prometheusRunner[0], prometheusRunner.slice(1), {
  env: { VAULT_PROMETHEUS_REPORT: prometheusReport },
  timeout: prometheusBudget,
})
tally('prometheus', prometheusRun.ok, () => readJson(prometheusReport))
const overBudget = prometheusRun.stopped ? ', stopped there' : ''
console.log(
  `prometheus layer: ${seconds(prometheusStarted)} s of its ${prometheusBudget / 60_000} min budget${overBudget}`,
)

// The engines the browser and journey layers run in: all three unless VAULT_ENGINES names fewer
// (`VAULT_ENGINES=chromium npm test` for a quick local run).
const engines = (process.env.VAULT_ENGINES ?? 'chromium,firefox,webkit')
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean)
const chromium = ensureChromium()
// Firefox and WebKit: each one missing is one failure, with what to install printed.
const enginesMissing = ensureEngines(run, engines)
totals.failed += enginesMissing
if (enginesMissing) failures.push(`engines: ${enginesMissing} not found`)
if (!chromium) {
  totals.failed += 1
  failures.push('chromium: not found')
} else {
  const env = { CHROMIUM_PATH: chromium }
  if (hasFiles('tests/browser', '.test.ts') || hasFiles('tests/browser', '.test.tsx')) {
    // One engine at a time: three browsers at once on two cores turn slow tests into timeouts.
    for (const engine of engines) {
      const wtrReport = join(results, `wtr-${engine}.json`)
      layer(
        `browser (${engine})`,
        'node_modules/.bin/web-test-runner',
        [],
        { ...env, VAULT_ENGINES: engine, VAULT_WTR_REPORT: wtrReport },
        () => readJson(wtrReport),
      )
    }
  }
  check('build', 'node_modules/.bin/vite', ['build'])
  check('renderer', 'node', ['scripts/check-renderer.mjs'])
  // The renderer check must be able to fail: it refuses the same vault built on preact/compat.
  check('renderer refuses Preact', 'node_modules/.bin/tsx', ['tests/renderer/preact-build.ts'])
  // The same journeys in every engine asked for (Playwright here drives Chromium only).
  const journeysReport = join(results, 'journeys.json')
  layer(
    'journeys',
    'node_modules/.bin/tsx',
    ['tests/journeys/run.ts'],
    { ...env, VAULT_ENGINES: engines.join(','), VAULT_JOURNEYS_REPORT: journeysReport },
    () => readJson(journeysReport),
  )
  if (hasFiles('tests/e2e', '.spec.ts')) {
    const e2eReport = join(results, 'e2e.json')
    layer(
      'e2e',
      'node_modules/.bin/playwright',
      ['test', '--reporter=list,json'],
      { ...env, VAULT_E2E_NO_BUILD: '1', PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport },
      () => {
        const report = readJson(e2eReport)
        return (
          report && {
            passed: report.stats.expected + report.stats.flaky,
            failed: report.stats.unexpected,
            failures: specsWhere(failedSpec, report.suites),
            flaky: specsWhere(flakySpec, report.suites),
          }
        )
      },
    )
  }
  // The differential suite and the journeys on a real Codex node, when one is found (else one line).
  const realNodeReport = join(results, 'real-node.json')
  layer(
    'real node',
    'node_modules/.bin/tsx',
    ['tests/real-node/run.ts'],
    { ...env, VAULT_REAL_NODE_REPORT: realNodeReport },
    () => readJson(realNodeReport),
  )
  // Debian's nginx with deploy/nginx/codex-node.conf in front of the simulator and the real node,
  // the vault driven through it (installed when root with apt; without it, one line).
  const proxyReport = join(results, 'proxy.json')
  layer(
    'proxy',
    'node_modules/.bin/tsx',
    ['tests/proxy/run.ts'],
    { ...env, VAULT_PROXY_REPORT: proxyReport },
    () => readJson(proxyReport),
  )
  check('size', 'node_modules/.bin/size-limit', [])
  check('first load', 'node', [
    'scripts/first-load.mjs',
    'dist/vault.js=184',
    'dist/elements/vault-app.js=108~zod',
    'dist/elements/vault-uploader.js=82~zod',
  ])
  // What Chromium fetches: /dashboard with its lazy route and map, on a laptop's page and on a tall
  // one where the files list loads too; one uploader on a bare page.
  check('first load in Chromium', 'node_modules/.bin/tsx', ['tests/bench/first-load-bytes.ts'])
  // Last, as its `npm pack` builds dist/ again: the tarball, then a fresh app and pages using it.
  const packageReport = join(results, 'package.json')
  layer(
    'package',
    'node_modules/.bin/tsx',
    ['tests/package/run.ts'],
    { ...env, VAULT_PACKAGE_REPORT: packageReport },
    () => readJson(packageReport),
  )
}

console.log('\nTime against each budget:')
for (const [name, minutes] of Object.entries(BUDGETS)) {
  if (spent[name] === undefined) continue
  const [took, budget] = [Math.round(spent[name]), minutes * 60]
  const over = took > budget
  console.log(`  ${name}: ${took} s of ${budget} s${over ? '  OVER' : ''}`)
  // A layer past its budget fails the run: the next one added would push CI past its limit.
  if (over) {
    totals.failed += 1
    failures.push(`${name}: took ${took} s, past its budget of ${budget} s`)
  }
}

if (flaky.length) {
  console.log(`\nPassed on a retry:\n${flaky.map((name) => `  ~ ${name}`).join('\n')}`)
}
if (failures.length) console.log(`\nFailed:\n${failures.map((name) => `  ✗ ${name}`).join('\n')}`)
console.log(`\nThe run took ${Math.round(seconds(runStarted) / 60)} min.`)
console.log(`\n${totals.passed} passed, ${totals.failed} failed`)
process.exit(totals.failed === 0 ? 0 : 1)
