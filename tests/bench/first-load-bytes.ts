// Measures in Chromium the gzipped JavaScript a first visit fetches: /dashboard of <vault-app> for an
// onboarded user (the peers map included, after the page settles) at two sizes: Playwright's 1280 x 720 page,
// where the files list is below the fold and not loaded until scrolled to, and a 1280 x 2000 page
// (a tall monitor) where the files list and the connectivity card are in view and load at once;
// and one <vault-uploader> through its own entry on a bare page. Run after `vite build` (npm run
// bench:bytes does both). Exits 1 when a load is over its budget, measured nothing, or did not show
// what it is said to measure (npm test runs it so); `--files` lists each file's gzipped size,
// `--dist DIR` measures another build.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Browser, Page, Response } from 'playwright'
import { serveDemo } from '../../cli/serve/serve-demo.ts'
import { startSimulator } from '../../sim/server.ts'
import { launchChromium } from './files-bench-kit.ts'

interface Load {
  files: number
  gzip: number
  /** What the page did not show or fetch that this load is said to include or leave out. */
  unproven: string[]
}

/** Each check of a measured page: a problem in words, or nothing when it holds. */
type Proof = (page: Page, scripts: string[]) => Promise<string | undefined>

async function jsBytes(page: Page, visit: () => Promise<void>, proofs: Proof[]): Promise<Load> {
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
  await page.waitForTimeout(1500) // the map chunk loads after its card mounts
  await page.waitForLoadState('networkidle')
  // What loads later (the recorder, 5 s after a node is shown) is not the first load; its body
  // would be read after the browser closed.
  page.off('response', heard)
  const all = await Promise.all(bodies)
  const scripts = all.map((body) => body.url)
  const unproven: string[] = []
  for (const proof of proofs) {
    const problem = await proof(page, scripts).catch((error: Error) => error.message.split('\n')[0])
    if (problem) unproven.push(problem)
  }
  await page.close()
  if (process.argv.includes('--files')) {
    for (const { url, gzip } of all.sort((a, b) => b.gzip - a.gzip)) {
      console.log(`  ${(gzip / 1000).toFixed(1).padStart(6)} kB  ${url}`)
    }
  }
  return { files: all.length, gzip: all.reduce((sum, body) => sum + body.gzip, 0), unproven }
}

/** The page fetched a chunk whose file name starts with `name-` (Vite's chunk naming). */
const fetched =
  (name: string): Proof =>
  async (_page, scripts) =>
    scripts.some((url) => new RegExp(`/assets/${name}-[\\w-]+\\.js$`).test(url))
      ? undefined
      : `no ${name} chunk fetched`

const shows =
  (what: string, find: (page: Page) => ReturnType<Page['locator']>): Proof =>
  async (page) => {
    const visible = await find(page)
      .first()
      .isVisible()
      .catch(() => false)
    return visible ? undefined : `${what} not shown`
  }

const filesList = (page: Page) => page.locator('vault-app').getByRole('table', { name: 'Files' })

// Issue 29's budgets, with React 19 and react-dom rendering every element, raised 5 kB by issue 49
// (one door to the platform and one engine cost bytes; docs/performance.md says what bought them);
// the tall dashboard's is the laptop's plus the files list and connectivity card it shows at once.
const DASHBOARD_BUDGET_KB = 135
const TALL_DASHBOARD_BUDGET_KB = 155
const UPLOADER_BUDGET_KB = 85

async function dashboardAt(browser: Browser, url: string, height: number, proofs: Proof[]) {
  const page = await browser.newPage({ viewport: { width: 1280, height } })
  await page.addInitScript(() => localStorage.setItem('codex-onboarding-step', '3'))
  const dashboardShown = shows('the Dashboard heading', (shown) =>
    shown.locator('vault-app').getByRole('heading', { name: 'Dashboard' }),
  )
  return jsBytes(page, async () => {
    await page.goto(`${url}/dashboard`)
    await page.locator('vault-app').getByRole('heading', { name: 'Dashboard' }).waitFor()
  }, [dashboardShown, fetched('world-map'), ...proofs])
}

const distAt = process.argv.indexOf('--dist')
const distDir = distAt > 0 ? process.argv[distAt + 1]! : 'dist'
const dataDir = mkdtempSync(join(tmpdir(), 'vault-bytes-'))
const sim = await startSimulator({ port: 0, dataDir, log: () => {} })
const demo = await serveDemo({ distDir, config: { nodeUrl: sim.url } })
const browser = await launchChromium()
try {
  const laptop = await dashboardAt(browser, demo.url, 720, [
    async (page) =>
      (await filesList(page).count()) === 0 ? undefined : 'the files list loaded above the fold',
  ])
  const tall = await dashboardAt(browser, demo.url, 2000, [
    shows('the files list', filesList),
    fetched('connectivity-card'),
  ])
  const widget = await browser.newPage()
  await widget.route(`${demo.url}/bench-uploader.html`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><script type="module" src="/elements/vault-uploader.js"></script><vault-uploader node-url="${sim.url}"></vault-uploader>`,
    }),
  )
  const uploader = await jsBytes(widget, async () => {
    await widget.goto(`${demo.url}/bench-uploader.html`)
  }, [
    async (page) =>
      (await page.locator('vault-uploader input[type=file]').count()) > 0
        ? undefined
        : 'the uploader has no file input',
  ])
  const lines = [
    { name: '/dashboard of <vault-app>, 1280 x 720', load: laptop, budget: DASHBOARD_BUDGET_KB },
    {
      name: '/dashboard of <vault-app>, 1280 x 2000 (files list in view)',
      load: tall,
      budget: TALL_DASHBOARD_BUDGET_KB,
    },
    {
      name: 'one <vault-uploader> (elements/vault-uploader.js)',
      load: uploader,
      budget: UPLOADER_BUDGET_KB,
    },
  ]
  for (const { name, load, budget } of lines) {
    const kB = load.gzip / 1000
    const problems = [
      ...(kB > budget ? [`OVER the ${budget} kB budget`] : []),
      ...(load.files === 0 ? ['no script measured'] : []),
      ...load.unproven,
    ]
    const verdict = problems.length ? `✗ ${problems.join('; ')}` : `budget ${budget} kB`
    console.log(`${name}: ${kB.toFixed(1)} kB gzip JS in ${load.files} files (${verdict})`)
    if (problems.length) process.exitCode = 1
  }
} finally {
  await browser.close()
  await demo.close()
  await sim.close()
  rmSync(dataDir, { recursive: true, force: true })
}
