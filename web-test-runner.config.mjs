// Element tests in real Chromium, Firefox and WebKit (each one found on this machine; VAULT_ENGINES
// picks some, e.g. `VAULT_ENGINES=firefox`). Vite serves the sources in middleware mode, so React's CJS builds
// are pre-bundled once (optimizeDeps.entries keeps a cold cache from loading React twice).
import { writeFileSync } from 'node:fs'
import { createServer } from 'vite'
import { playwrightLauncher } from '@web/test-runner-playwright'
import { defaultReporter } from '@web/test-runner'
import { puppeteerLauncher } from '@web/test-runner-puppeteer'
import { WebdriverLauncher } from '@web/test-runner-webdriver'
import puppeteer from 'puppeteer-core'
import { engineCommandsPlugin } from './tests/support/engine-commands.mjs'
import { findChromium, CHROMIUM_ARGS } from './scripts/chromium.mjs'
import {
  findFirefox,
  findWebKit,
  startWebKitDriver,
  webkitCapabilities,
  withoutOrientation,
} from './scripts/engines.mjs'

const files = 'tests/browser/**/*.test.{ts,tsx}'
const vite = await createServer({
  configFile: false,
  appType: 'custom',
  logLevel: 'error',
  json: { namedExports: false },
  server: { middlewareMode: true, hmr: false, ws: false },
  optimizeDeps: { entries: [files] },
})
const WTR_PATHS =
  /^\/$|^\/__w(eb-dev-server|eb-test-runner|ds-outside-root)__|^\/node_modules\/@web\//

function countTests(suite, where, counts) {
  for (const test of suite?.tests ?? []) {
    // A test skipped where the engine cannot set up what it checks is neither passed nor failed.
    if (test.skipped) console.log(`- ${where}: ${test.name} (skipped in this engine)`)
    else counts[test.passed ? 'passed' : 'failed'] += 1
    if (!test.passed && !test.skipped) {
      console.log(`✗ ${where}: ${test.name}`)
      counts.failures.push(`${where}: ${test.name}`)
    }
  }
  for (const child of suite?.suites ?? []) countTests(child, `${where} › ${child.name}`, counts)
}

/**
 * Writes `{ passed, failed, failures }` for scripts/test.mjs; a session that failed to load counts
 * as failed.
 */
function countingReporter(path) {
  return {
    onTestRunFinished({ sessions }) {
      if (!path) return
      const totals = { passed: 0, failed: 0, failures: [] }
      for (const session of sessions) {
        const where = `${session.browser.name} ${session.testFile}`
        const failedBefore = totals.failed
        countTests(session.testResults, where, totals)
        if (!session.passed && totals.failed === failedBefore) {
          totals.failed += 1
          const errors = session.errors?.map((error) => error.message).join('; ')
          console.log(`✗ ${where} did not finish: ${errors || 'no test result'}`)
          totals.failures.push(`${where} did not finish`)
        }
      }
      writeFileSync(path, JSON.stringify(totals))
    },
  }
}

/**
 * The `vault-simulator` command (payload `{ cors: 'permissive' | 'strict' }`) answers the origin of
 * a simulator with that CORS mode, the asking test file's own: files run side by side, and each
 * resets and faults its simulator. Started on first request, so files that need none start none;
 * serverStop closes them.
 */
function simulatorPlugin() {
  const started = new Map()
  const start = async (cors) => {
    const { launchSimulator } = await vite.ssrLoadModule('/tests/support/simulator.ts')
    return launchSimulator({ cors })
  }
  return {
    name: 'vault-simulator',
    async executeCommand({ command, payload, session }) {
      if (command !== 'vault-simulator') return undefined
      const cors = payload?.cors ?? 'permissive'
      if (cors !== 'permissive' && cors !== 'strict') throw new Error(`Unknown CORS mode ${cors}`)
      const key = `${session.id} ${cors}`
      if (!started.has(key)) started.set(key, start(cors))
      const simulator = await started.get(key)
      return simulator.url
    },
    async serverStop() {
      const running = await Promise.allSettled(started.values())
      for (const outcome of running) {
        if (outcome.status === 'fulfilled') await outcome.value.close()
      }
    },
  }
}

/**
 * Firefox runs only the page in front at full speed (a background tab's timers and frames wait: a
 * second file in the same window left the modal test waiting out the run's two minutes). The
 * launcher keeps one page per file running at once and reuses them, so its second page opens in a
 * second Firefox: each alone in front of its own window (100 s -> 70 s for the layer).
 */
function pageInFrontOfItsOwn(launchOptions, stops) {
  let pages = 0
  return async ({ context }) => {
    pages += 1
    if (pages === 1) return withoutOrientation(await context.newPage())
    const browser = await puppeteer.launch(launchOptions)
    stops.push(() => browser.close())
    return withoutOrientation(await browser.newPage())
  }
}

/** WTR names a WebDriver browser by its browserName, which WebKitGTK's driver does not take. */
class WebKitLauncher extends WebdriverLauncher {
  async initialize(config) {
    await super.initialize(config)
    this.name = 'WebKit'
  }
}

const wanted = (process.env.VAULT_ENGINES ?? 'chromium,firefox,webkit').split(',')

/** One launcher per wanted engine found here, and what to stop when the run ends. */
async function launchers() {
  const browsers = []
  const stops = []
  const chromium = wanted.includes('chromium') && findChromium()
  if (chromium) {
    browsers.push(
      playwrightLauncher({
        product: 'chromium',
        launchOptions: { executablePath: chromium, headless: true, args: CHROMIUM_ARGS },
        // Chromium's files wait on the page more than the CPU: two at once (each with its own
        // simulator) take 80 s where one at a time took 147. WebKit's driver takes one page at a
        // time (the run's concurrency stays 1 for it).
        concurrency: 2,
      }),
    )
  }
  const firefox = wanted.includes('firefox') && findFirefox()
  if (firefox) {
    const launchOptions = { browser: 'firefox', executablePath: firefox, headless: true }
    browsers.push(
      puppeteerLauncher({
        launcher: puppeteer,
        launchOptions,
        createPage: pageInFrontOfItsOwn(launchOptions, stops),
        concurrency: 2,
      }),
    )
  }
  const webkit = wanted.includes('webkit') && findWebKit()
  if (webkit) {
    const driver = await startWebKitDriver(webkit)
    stops.push(driver.stop)
    process.once('exit', driver.stop)
    browsers.push(
      new WebKitLauncher({
        automationProtocol: 'webdriver',
        hostname: '127.0.0.1',
        port: driver.port,
        path: '/',
        logLevel: 'error',
        capabilities: webkitCapabilities(webkit),
      }),
    )
  }
  return { browsers, stop: () => Promise.all(stops.map((stop) => stop())) }
}

const engines = await launchers()

export default {
  files,
  nodeResolve: true,
  concurrency: 1,
  testFramework: { config: { timeout: 10000 } },
  middleware: [
    async (ctx, next) => {
      if (WTR_PATHS.test(ctx.path)) return next()
      ctx.respond = false
      await new Promise((resolve) => {
        ctx.res.on('finish', resolve)
        vite.middlewares(ctx.req, ctx.res, () => {
          ctx.respond = true
          next().then(resolve)
        })
      })
    },
  ],
  plugins: [
    simulatorPlugin(),
    engineCommandsPlugin(),
    { name: 'close-vite', serverStop: () => vite.close() },
    { name: 'stop-engines', serverStop: engines.stop },
  ],
  reporters: [defaultReporter(), countingReporter(process.env.VAULT_WTR_REPORT)],
  browsers: engines.browsers,
}
