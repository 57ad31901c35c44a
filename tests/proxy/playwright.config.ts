// The proxy layer's journeys (tests/proxy/run.ts picks the projects): Chromium as the e2e run has
// it, trusting nothing but accepting the test's own certificate, one worker on two cores.
import { defineConfig } from '@playwright/test'
import e2e from '../../playwright.config.ts'
import type { Backend } from './proxy-fixtures.ts'

export default defineConfig<{ backend: Backend }>({
  testDir: 'journeys',
  testMatch: '**/*.spec.ts',
  workers: 1,
  retries: 1,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  // The layer's budget: well under three minutes for both halves.
  globalTimeout: 150_000,
  reporter: 'list',
  use: { ...e2e.use, ignoreHTTPSErrors: true },
  projects: [
    { name: 'simulator', use: { backend: 'simulator' } },
    { name: 'real node', use: { backend: 'real node' }, testIgnore: 'site-file.spec.ts' },
  ],
})
