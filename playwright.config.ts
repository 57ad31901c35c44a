import { defineConfig } from '@playwright/test'
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium.mjs'

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './tests/e2e/support/global-setup.ts',
  workers: 1,
  // One retry: a journey that fails only under a loaded machine's timing passes the second time and
  // is listed as flaky above npm test's last line; one that fails twice fails the run.
  retries: 1,
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
