import { defineConfig } from '@playwright/test'
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium.mjs'

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './tests/e2e/support/global-setup.ts',
  // Three workers, each with a node and demo of its own (fixtures.ts): most long tests wait on the
  // vault's own clocks (polls, hidden cadence, latency) or a real server's, so on two cores three
  // side by side take 6.4 min where two took 9.8.
  workers: Number(process.env.VAULT_E2E_WORKERS ?? 3),
  // One retry: a journey that fails only under a loaded machine's timing passes the second time and
  // is listed as flaky above npm test's last line; one that fails twice fails the run.
  retries: 1,
  // Twice the layer's budget (10 min): past it Playwright stops and fails the run rather than
  // pushing npm test past CI's limit.
  globalTimeout: 20 * 60_000,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: 'list',
  use: {
    headless: true,
    // Tall enough that the home page's files list, below a laptop's fold and loaded only as it
    // comes near the viewport (app-frame.spec.ts tests that at 720 px), shows at once.
    viewport: { width: 1280, height: 1024 },
    trace: 'off',
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
  },
})
