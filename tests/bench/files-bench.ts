// `npm run bench:files`: <vault-files> in Chromium against the simulator holding 100, then 10,000
// files. Prints the median time to first render and to re-sort for each, and their ratios.
import { randomBytes } from 'node:crypto'
import { launchChromium, median, servePage, startSimulator } from './files-bench-kit.ts'

const SIZES = [100, 10_000]
const RUNS = Number(process.env.BENCH_RUNS ?? 5)
const PARALLEL = 16

async function seed(nodeUrl: string, count: number) {
  let next = 0
  async function worker() {
    while (next < count) {
      next += 1
      const name = `f-${randomBytes(6).toString('hex')}.txt`
      const response = await fetch(`${nodeUrl}/api/codex/v1/data`, {
        method: 'POST',
        body: name,
        headers: {
          'Content-Type': 'text/plain',
          'Content-Disposition': `attachment; filename="${name}"`,
        },
      })
      if (response.status !== 200) throw new Error(`Seeding failed: ${response.status}`)
      await response.text()
    }
  }
  await Promise.all(Array.from({ length: PARALLEL }, worker))
}

/** Runs in the page: mounts a list, waits for its rows, then sorts by name and waits again. */
async function measure(nodeUrl: string) {
  const settled = (root: ShadowRoot | Document, done: () => boolean) =>
    new Promise<void>((resolve) => {
      if (done()) return resolve()
      const observer = new MutationObserver(() => {
        if (!done()) return
        observer.disconnect()
        resolve()
      })
      observer.observe(root, { childList: true, subtree: true, characterData: true })
    })
  const firstName = (root: ShadowRoot) => root.querySelector('.file-cell__name')?.textContent

  const started = performance.now()
  const element = document.createElement('vault-files')
  element.setAttribute('node-url', nodeUrl)
  document.body.append(element)
  await new Promise<void>((resolve) => {
    const poll = () => (element.shadowRoot ? resolve() : setTimeout(poll, 0))
    poll()
  })
  const root = element.shadowRoot as ShadowRoot
  await settled(root, () => Boolean(firstName(root)))
  void document.body.offsetHeight
  const firstRender = performance.now() - started

  const before = firstName(root)
  const header = [...root.querySelectorAll('button')].find((each) => each.textContent === 'File')
  if (!header) throw new Error('No File sort header')
  const sortStarted = performance.now()
  header.click()
  await settled(root, () => firstName(root) !== before)
  void document.body.offsetHeight
  return { firstRender, resort: performance.now() - sortStarted }
}

const page = await servePage(`<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>Files bench</title><script type="module" src="/vault.js"></script></head><body></body></html>`)
const browser = await launchChromium()
const simulator = await startSimulator(['--quota', '8GiB'])
const results = new Map<number, { firstRender: number; resort: number }>()
try {
  let seeded = 0
  for (const size of SIZES) {
    const started = performance.now()
    await seed(simulator.url, size - seeded)
    seeded = size
    console.log(
      `${size} files on the simulator (seeded in ${((performance.now() - started) / 1000).toFixed(1)} s)`,
    )
    const runs: { firstRender: number; resort: number }[] = []
    for (let run = 0; run < RUNS + 1; run += 1) {
      const tab = await browser.newPage()
      const errors: string[] = []
      tab.on('pageerror', (error) => errors.push(error.message))
      // tsx keeps function names with a `__name` helper the page does not have.
      await tab.addInitScript('globalThis.__name = (fn) => fn')
      await tab.goto(page.url)
      await tab.waitForFunction(() => customElements.get('vault-files') !== undefined)
      const result = await tab.evaluate(measure, simulator.url)
      await tab.close()
      if (errors.length > 0) throw new Error(`Page errors: ${errors.join('; ')}`)
      // The first run warms the browser's caches; it is not counted.
      if (run > 0) runs.push(result)
    }
    const summary = {
      firstRender: median(runs.map((run) => run.firstRender)),
      resort: median(runs.map((run) => run.resort)),
    }
    results.set(size, summary)
    console.log(
      `  first render ${summary.firstRender.toFixed(1)} ms, re-sort ${summary.resort.toFixed(1)} ms (median of ${RUNS})`,
    )
  }
  const small = results.get(SIZES[0] ?? 0)
  const large = results.get(SIZES[1] ?? 0)
  if (small && large) {
    const firstRatio = large.firstRender / small.firstRender
    const resortRatio = large.resort / small.resort
    const verdict = (ratio: number) => (ratio <= 3 ? 'OK' : 'MISSED')
    console.log(`ratio 10,000 / 100 files (target <= 3x):`)
    console.log(`  first render ${firstRatio.toFixed(2)}x ${verdict(firstRatio)}`)
    console.log(`  re-sort      ${resortRatio.toFixed(2)}x ${verdict(resortRatio)}`)
  }
} finally {
  await browser.close()
  await page.close()
  await simulator.stop()
}
