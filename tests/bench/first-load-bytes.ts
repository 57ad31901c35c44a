// Measures in Chromium the gzipped JavaScript a first visit fetches: /dashboard of <vault-app> for an
// onboarded user (map included, after the page settles; on Playwright's 1280 x 720 page, where the
// files list is below the fold and not loaded until scrolled to) and one <vault-uploader> through
// its own entry on a bare page. Run after `vite build` (npm run bench:bytes does both). With
// `--check`, exits 1 when either is over the budget (npm test runs it so); `--files` lists
// each file's gzipped size, `--dist DIR` measures another build.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Page, Response } from 'playwright'
import { serveDemo } from '../../scripts/serve-demo.ts'
import { startSimulator } from '../../sim/server.ts'
import { launchChromium } from './files-bench-kit.ts'

async function jsBytes(
  page: Page,
  visit: () => Promise<void>,
): Promise<{ files: number; gzip: number }> {
  const bodies: Promise<{ url: string; gzip: number }>[] = []
  const heard = (response: Response) => {
    if (response.request().resourceType() !== 'script') return
    bodies.push(
      response.body().then((body) => ({
        url: new URL(response.url()).pathname,
        gzip: gzipSync(body, { level: 9 }).length,
      })),
    )
  }
  page.on('response', heard)
  await visit()
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(1500) // the chart and map chunks load after their cards mount
  await page.waitForLoadState('networkidle')
  // What loads later (the recorder, 5 s after a node is shown) is not the first load; its body
  // would be read after the browser closed.
  page.off('response', heard)
  const all = await Promise.all(bodies)
  await page.close()
  if (process.argv.includes('--files')) {
    for (const { url, gzip } of all.sort((a, b) => b.gzip - a.gzip)) {
      console.log(`  ${(gzip / 1000).toFixed(1).padStart(6)} kB  ${url}`)
    }
  }
  return { files: all.length, gzip: all.reduce((sum, body) => sum + body.gzip, 0) }
}

// Issue 29's budgets, with React 19 and react-dom rendering every element.
const DASHBOARD_BUDGET_KB = 130
const UPLOADER_BUDGET_KB = 85

const distAt = process.argv.indexOf('--dist')
const distDir = distAt > 0 ? process.argv[distAt + 1]! : 'dist'
const dataDir = mkdtempSync(join(tmpdir(), 'vault-bytes-'))
const sim = await startSimulator({ port: 0, dataDir, log: () => {} })
const demo = await serveDemo({ distDir, config: { nodeUrl: sim.url } })
const browser = await launchChromium()
try {
  const dashboard = await browser.newPage()
  await dashboard.addInitScript(() => localStorage.setItem('codex-onboarding-step', '3'))
  const app = await jsBytes(dashboard, async () => {
    await dashboard.goto(`${demo.url}/dashboard`)
    await dashboard.locator('vault-app').getByRole('heading', { name: 'Dashboard' }).waitFor()
  })
  const widget = await browser.newPage()
  await widget.route(`${demo.url}/bench-uploader.html`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><script type="module" src="/elements/vault-uploader.js"></script><vault-uploader node-url="${sim.url}"></vault-uploader>`,
    }),
  )
  const uploader = await jsBytes(widget, async () => {
    await widget.goto(`${demo.url}/bench-uploader.html`)
  })
  const lines = [
    { name: '/dashboard of <vault-app>', load: app, budget: DASHBOARD_BUDGET_KB },
    {
      name: 'one <vault-uploader> (elements/vault-uploader.js)',
      load: uploader,
      budget: UPLOADER_BUDGET_KB,
    },
  ]
  for (const { name, load, budget } of lines) {
    const kB = load.gzip / 1000
    const verdict = kB <= budget ? `budget ${budget} kB` : `OVER the ${budget} kB budget`
    console.log(`${name}: ${kB.toFixed(1)} kB gzip JS in ${load.files} files (${verdict})`)
    if (process.argv.includes('--check') && kB > budget) process.exitCode = 1
  }
} finally {
  await browser.close()
  await demo.close()
  await sim.close()
  rmSync(dataDir, { recursive: true, force: true })
}
