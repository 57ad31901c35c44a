// The vault's journeys on a real Codex node (tests/real-node/run.ts runs this only when it finds
// the binary). Chromium as the e2e run has it, one worker: each worker starts its own node.
import { defineConfig } from '@playwright/test'
import e2e from '../../playwright.config.ts'

export default defineConfig({
  testDir: 'journeys',
  testMatch: '**/*.spec.ts',
  workers: 1,
  retries: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: e2e.use,
})
