// The vault's journeys on a real Codex node (tests/real-node/run.ts runs this only when it finds
// the binary). Chromium, one worker: the node and the demo are started once per worker.
import { defineConfig } from '@playwright/test'
import { CHROMIUM_ARGS, findChromium } from '../../scripts/chromium.mjs'

export default defineConfig({
  testDir: 'journeys',
  testMatch: '**/*.spec.ts',
  workers: 1,
  retries: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    headless: true,
    viewport: { width: 1280, height: 1024 },
    trace: 'off',
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
  },
})
