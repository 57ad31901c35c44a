// Element tests in real Chromium. Vite serves the sources in middleware mode, so React's CJS builds
// are pre-bundled once (optimizeDeps.entries keeps a cold cache from loading React twice).
import { writeFileSync } from 'node:fs'
import { createServer } from 'vite'
import { playwrightLauncher } from '@web/test-runner-playwright'
import { defaultReporter } from '@web/test-runner'
import { findChromium, CHROMIUM_ARGS } from './scripts/chromium.mjs'

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

function countTests(suite) {
  const counts = { passed: 0, failed: 0 }
  for (const test of suite?.tests ?? []) counts[test.passed ? 'passed' : 'failed'] += 1
  for (const child of suite?.suites ?? []) {
    const nested = countTests(child)
    counts.passed += nested.passed
    counts.failed += nested.failed
  }
  return counts
}

/** Writes `{ passed, failed }` for scripts/test.mjs; a session that failed to load counts as failed. */
function countingReporter(path) {
  return {
    onTestRunFinished({ sessions }) {
      if (!path) return
      const totals = { passed: 0, failed: 0 }
      for (const session of sessions) {
        const counts = countTests(session.testResults)
        totals.passed += counts.passed
        totals.failed += counts.failed
        if (!session.passed && counts.failed === 0) totals.failed += 1
      }
      writeFileSync(path, JSON.stringify(totals))
    },
  }
}

/**
 * The `vault-simulator` command (payload `{ cors: 'permissive' | 'strict' }`) answers the origin of
 * a simulator with that CORS mode. Each is started on first request, so runs without tests that
 * need one start none, and is shared by the rest of the run; serverStop closes them.
 */
function simulatorPlugin() {
  const started = new Map()
  const start = async (cors) => {
    const { launchSimulator } = await vite.ssrLoadModule('/tests/support/simulator.ts')
    return launchSimulator({ cors })
  }
  return {
    name: 'vault-simulator',
    async executeCommand({ command, payload }) {
      if (command !== 'vault-simulator') return undefined
      const cors = payload?.cors ?? 'permissive'
      if (cors !== 'permissive' && cors !== 'strict') throw new Error(`Unknown CORS mode ${cors}`)
      if (!started.has(cors)) started.set(cors, start(cors))
      const simulator = await started.get(cors)
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
  plugins: [simulatorPlugin(), { name: 'close-vite', serverStop: () => vite.close() }],
  reporters: [defaultReporter(), countingReporter(process.env.VAULT_WTR_REPORT)],
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: { executablePath: findChromium(), headless: true, args: CHROMIUM_ARGS },
    }),
  ],
}
