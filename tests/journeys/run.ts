// `npm test`'s journeys layer: the built demo against the simulator, each journey in every engine
// found here (VAULT_ENGINES picks some), failing on any uncaught error or CSP violation. Writes
// `{ passed, failed, failures, flaky, engines }` to VAULT_JOURNEYS_REPORT. Run `vite build` first.
import { writeFileSync } from 'node:fs'
import { launchSimulator } from '../support/simulator.ts'
import { serveDemo, simulatorConfig } from '../../cli/serve/serve-demo.ts'
import { startEngines, type EnginePage } from './engines.ts'
import { JOURNEYS } from './journeys.ts'

const wanted = (process.env.VAULT_ENGINES ?? 'chromium,firefox,webkit').split(',')
const only = process.argv[2]

const sim = await launchSimulator()
const demo = await serveDemo({
  distDir: 'dist',
  config: simulatorConfig(sim.url),
})

async function control(path: string, body: unknown = {}) {
  const response = await fetch(`${sim.url}/_sim/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`/_sim/${path}: ${response.status} ${await response.text()}`)
}

async function store(text: string) {
  const response = await fetch(`${sim.url}/api/codex/v1/data`, {
    method: 'POST',
    headers: {
      'content-type': 'text/plain',
      'content-disposition': 'attachment; filename="x.txt"',
    },
    body: text,
  })
  return (await response.text()).trim()
}

const nodeRequests = async () => (await fetch(`${sim.url}/_sim/requests`)).text()

const indent = (text: string) => text.split('\n').join('\n    ')

/** Runs one journey on a fresh page of the engine: undefined when it passed, else why not. */
async function attempt(
  engine: Awaited<ReturnType<typeof startEngines>>[number],
  run: (typeof JOURNEYS)[string],
): Promise<string | undefined> {
  await control('reset')
  let page: EnginePage | undefined
  try {
    page = await engine.newPage()
    await run({ page, demo: demo.url, sim: control, store, nodeRequests })
    const problems = [...((await page.call('problems')) as string[]), ...page.driverProblems()]
    if (problems.length) throw new Error(problems.join('\n'))
    return undefined
  } catch (error) {
    return String(error)
  } finally {
    await page?.close().catch(() => undefined)
  }
}

const engines = await startEngines(wanted)
const counts = {
  passed: 0,
  failed: 0,
  failures: [] as string[],
  flaky: [] as string[],
  engines: {} as Record<string, string>,
}
for (const engine of engines) {
  counts.engines[engine.name] = engine.version
  console.log(`\n${engine.name} (${engine.version})`)
  for (const [name, run] of Object.entries(JOURNEYS)) {
    if (only && !name.includes(only)) continue
    // One retry, as the Playwright layer has: a journey failing twice fails the run; one passing
    // the second time is named as flaky in npm test's summary.
    const started = Date.now()
    const failure = await attempt(engine, run)
    if (failure) {
      console.log(`  ~ ${name} failed once, trying again\n    ${indent(failure)}`)
      const second = await attempt(engine, run)
      if (second) {
        counts.failed += 1
        counts.failures.push(`${engine.name}: ${name}`)
        console.log(`  ✗ ${name}\n    ${indent(second)}`)
        continue
      }
      counts.flaky.push(`${engine.name}: ${name}`)
    }
    counts.passed += 1
    console.log(`  ✓ ${name} (${Date.now() - started} ms)`)
  }
  await engine.stop()
}
const missing = wanted.filter(
  (name) => !engines.some((engine) => engine.name.toLowerCase() === name),
)
if (missing.length) {
  console.log(`\nNot found here: ${missing.join(', ')} (npm test says what to install)`)
  counts.failed += missing.length
  counts.failures.push(...missing.map((name) => `${name}: not found here`))
}
console.log(`\njourneys: ${counts.passed} passed, ${counts.failed} failed`)
if (process.env.VAULT_JOURNEYS_REPORT) {
  writeFileSync(process.env.VAULT_JOURNEYS_REPORT, JSON.stringify(counts))
}
await demo.close()
await sim.close()
process.exit(counts.failed === 0 ? 0 : 1)
