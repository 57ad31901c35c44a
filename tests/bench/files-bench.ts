// `npm run bench:files` (issue 42): <vault-files> in Chromium against simulators seeded with
// `--files`. Prints first render, re-sort, filter and heap at 1,000 and 100,000 files; the node
// requests of opening Files and scrolling to its end at 10,000 files on Logos Storage; and the
// node requests and bytes a minute with Home open on a 100,000-file node. Exits 1 on a missed or
// unmeasured target.
import type { Page } from 'playwright'
import { serveDemo } from '../../cli/serve/serve-demo.ts'
import { launchChromium, median, servePage, startSimulator, within } from './files-bench-kit.ts'
import { measureList, visibleCids, type ListTimes } from './files-bench-page.ts'
import { countNodeTraffic, perFileRequests, type RequestCounts } from './files-bench-traffic.ts'

const SMALL = 1_000
const LARGE = 100_000
const STORAGE_FILES = 10_000
const RUNS = Number(process.env.BENCH_RUNS ?? 3)
const HOME_SECONDS = Number(process.env.BENCH_HOME_SECONDS ?? 60)
// Home's watch: health every 5 s, space and peers every 15 s, the rest slower (fleet-watch.ts).
const HOME_REQUESTS_PER_MINUTE = 60
// A seeded name's number (`…-000500.txt`): one file in both lists.
const FILTER_TEXT = '000500'

const verdicts: string[] = []
function judge(what: string, value: number, limit: number, unit = '') {
  const ok = Number.isFinite(value) && value > 0 && value <= limit
  if (!ok) verdicts.push(what)
  return `${value.toFixed(unit === 'x' ? 2 : 1)}${unit} (target <= ${limit}${unit}) ${ok ? 'OK' : 'MISSED'}`
}

const page = await servePage(`<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>Files bench</title><script type="module" src="/vault.js"></script></head><body></body></html>`)
const browser = await launchChromium()

async function openTab(): Promise<{ tab: Page; errors: string[] }> {
  const tab = await browser.newPage()
  const errors: string[] = []
  tab.on('pageerror', (error) => errors.push(error.message))
  // tsx keeps function names with a `__name` helper the page does not have.
  await tab.addInitScript('globalThis.__name = (fn) => fn')
  await tab.goto(page.url)
  await tab.waitForFunction(() => customElements.get('vault-files') !== undefined)
  return { tab, errors }
}

async function heapMb(tab: Page): Promise<number> {
  const cdp = await tab.context().newCDPSession(tab)
  await cdp.send('HeapProfiler.collectGarbage')
  const { usedSize } = await cdp.send('Runtime.getHeapUsage')
  return usedSize / 1024 ** 2
}

async function listAt(count: number): Promise<ListTimes & { heap: number; resortIdle: number }> {
  const started = performance.now()
  const simulator = await startSimulator(['--files', String(count)])
  console.log(
    `${count.toLocaleString('en')} files: simulator ready in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  )
  try {
    const runs: (ListTimes & { heap: number; resortIdle: number })[] = []
    for (let run = 0; run < RUNS + 1; run += 1) {
      const { tab, errors } = await openTab()
      const times = await within(
        tab.evaluate(measureList, { nodeUrl: simulator.url, text: FILTER_TEXT, idleFirst: false }),
        600,
        `The list of ${count} files`,
      )
      const heap = await heapMb(tab)
      await tab.close()
      // The same click in a fresh page that was left idle after its first render.
      const idle = await openTab()
      const idleTimes = await within(
        idle.tab.evaluate(measureList, {
          nodeUrl: simulator.url,
          text: FILTER_TEXT,
          idleFirst: true,
        }),
        600,
        `The idle list of ${count} files`,
      )
      await idle.tab.close()
      const pageErrors = [...errors, ...idle.errors]
      if (pageErrors.length > 0) throw new Error(`Page errors: ${pageErrors.join('; ')}`)
      // The first run warms the browser's caches; it is not counted.
      if (run > 0) runs.push({ ...times, heap, resortIdle: idleTimes.resort })
    }
    const pick = (key: keyof ListTimes | 'heap' | 'resortIdle') =>
      median(runs.map((each) => each[key]))
    const summary = {
      firstRender: pick('firstRender'),
      resort: pick('resort'),
      resortIdle: pick('resortIdle'),
      filter: pick('filter'),
      heap: pick('heap'),
    }
    console.log(
      `  first render ${summary.firstRender.toFixed(1)} ms, re-sort ${summary.resort.toFixed(1)} ms right after it, ${summary.resortIdle.toFixed(1)} ms once idle, filter ${summary.filter.toFixed(1)} ms, heap ${summary.heap.toFixed(1)} MB (medians of ${RUNS})`,
    )
    return summary
  } finally {
    await simulator.stop()
  }
}

async function storageRequests() {
  const simulator = await startSimulator(['--api', 'storage', '--files', String(STORAGE_FILES)])
  try {
    const counts = () =>
      fetch(`${simulator.url}/_sim/requests`).then((r) => r.json()) as Promise<RequestCounts>
    await fetch(`${simulator.url}/_sim/requests`, { method: 'DELETE' })
    const { tab, errors } = await openTab()
    await tab.evaluate((nodeUrl) => {
      const element = document.createElement('vault-files')
      element.setAttribute('node-url', nodeUrl)
      document.body.append(element)
    }, simulator.url)
    const table = tab.locator('vault-files').getByRole('table', { name: 'Files' })
    await table.getByRole('switch').first().waitFor()
    await tab.waitForTimeout(1500)
    const opened = perFileRequests(await counts())
    const shown = await tab.evaluate(visibleCids)
    await table.focus()
    await tab.keyboard.press('End')
    await table.locator(`[role="row"][aria-rowindex="${STORAGE_FILES + 1}"]`).waitFor()
    await tab.waitForTimeout(1500)
    const scrolled = perFileRequests(await counts())
    const shownAtEnd = await tab.evaluate(visibleCids)
    await tab.close()
    if (errors.length > 0) throw new Error(`Page errors: ${errors.join('; ')}`)
    console.log(`Logos Storage, ${STORAGE_FILES.toLocaleString('en')} files: node requests`)
    console.log(
      `  opening Files: list ${opened.list}, per file ${opened.perFile} for ${shown.length} rows on screen (${opened.other} others: ${opened.otherRoutes})`,
    )
    console.log(
      `    list + per-file ${judge('requests on opening Files', opened.list + opened.perFile, shown.length + 1)}`,
    )
    const more = scrolled.perFile - opened.perFile
    console.log(
      `  scrolling to the end: ${more} more per-file requests for ${shownAtEnd.length} rows on screen, ${scrolled.list - opened.list} more lists`,
    )
    console.log(
      `    per-file ${judge('requests on scrolling to the end', more + scrolled.list - opened.list, shownAtEnd.length)}`,
    )
    if (scrolled.twice > 0) verdicts.push(`${scrolled.twice} files asked twice`)
  } finally {
    await simulator.stop()
  }
}

async function homeTraffic() {
  const simulator = await startSimulator(['--files', String(LARGE)])
  const demo = await serveDemo({ distDir: 'dist', config: { nodeUrl: simulator.url } })
  try {
    const tab = await browser.newPage()
    const errors: string[] = []
    tab.on('pageerror', (error) => errors.push(error.message))
    await tab.addInitScript(() => localStorage.setItem('codex-onboarding-step', '3'))
    const traffic = countNodeTraffic(tab, simulator.url)
    await tab.goto(`${demo.url}/dashboard`)
    await tab.locator('vault-app').getByRole('heading', { name: 'Dashboard' }).waitFor()
    // The watch asks the list once the page is idle, then every five minutes: the minute
    // measured starts after that first list.
    const waited = performance.now()
    while (traffic.listsSoFar() === 0 && performance.now() - waited < 120_000) {
      await tab.waitForTimeout(1000)
    }
    await tab.waitForTimeout(2000)
    const opening = traffic.take()
    await tab.waitForTimeout(HOME_SECONDS * 1000)
    const minute = traffic.take()
    await tab.close()
    if (errors.length > 0) throw new Error(`Page errors: ${errors.join('; ')}`)
    const perMinute = (value: number) => (value * 60) / HOME_SECONDS
    console.log(`Home open on a ${LARGE.toLocaleString('en')}-file node:`)
    console.log(
      `  until its first file list: ${opening.requests} requests, ${(opening.bytes / 1e6).toFixed(2)} MB (${opening.routes})`,
    )
    console.log(
      `  then per minute: ${perMinute(minute.requests).toFixed(1)} requests, ${(perMinute(minute.bytes) / 1e3).toFixed(1)} kB (${minute.routes || 'none'})`,
    )
    if (opening.requests === 0 || opening.lists === 0) verdicts.push('Home traffic unmeasured')
    // The watch asks the whole list at most every five minutes (fleet-watch.ts): a minute costs
    // at most a fifth of one list, plus the small polls the requests target counts.
    const listSize = opening.listBytes / opening.lists
    console.log(
      `    requests per minute ${judge('Home requests per minute', perMinute(minute.requests), HOME_REQUESTS_PER_MINUTE)}`,
    )
    console.log(
      `    kB per minute ${judge('Home bytes per minute', perMinute(minute.bytes) / 1e3, listSize / 5 / 1e3)} (one list: ${(listSize / 1e6).toFixed(1)} MB)`,
    )
    const listsPerFive = (minute.lists * 300) / HOME_SECONDS
    const fewLists = listsPerFive <= 1
    if (!fewLists) verdicts.push('file lists per five minutes')
    console.log(
      `    file lists per 5 minutes ${listsPerFive.toFixed(1)} (target <= 1) ${fewLists ? 'OK' : 'MISSED'}`,
    )
  } finally {
    await demo.close()
    await simulator.stop()
  }
}

try {
  const small = await listAt(SMALL)
  const large = await listAt(LARGE)
  console.log(`100,000 / 1,000 files:`)
  console.log(
    `  first render ${judge('first render', large.firstRender / small.firstRender, 10, 'x')}`,
  )
  // Judged right after first render: a person may click a header as soon as the rows appear.
  console.log(
    `  re-sort      ${judge('re-sort', large.resort / small.resort, 3, 'x')} right after first render`,
  )
  console.log(
    `  re-sort      ${(large.resortIdle / small.resortIdle).toFixed(2)}x once the page was idle (${large.resortIdle.toFixed(1)} ms)`,
  )
  console.log(
    `  filter       ${(large.filter / small.filter).toFixed(2)}x (${large.filter.toFixed(1)} ms)`,
  )
  console.log(`  heap at 100,000 files ${judge('heap', large.heap, 300, ' MB')}`)
  await storageRequests()
  await homeTraffic()
} finally {
  await browser.close()
  await page.close()
}
if (verdicts.length > 0) {
  console.log(`MISSED or unmeasured: ${verdicts.join('; ')}`)
  process.exit(1)
}
console.log('All targets met.')
