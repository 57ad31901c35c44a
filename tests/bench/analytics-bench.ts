// Issue 33's targets, measured in Chromium against simulated nodes: the bytes a node-month of
// 5-minute buckets takes in IndexedDB (the browser's own estimate, and the JSON the size cap
// counts), drawing 30 days of 3 nodes against 1 hour of 1 node, and the node requests per minute of
// /dashboard with one node and with five against the page before the fleet watch (counted at the
// simulators, by path), with proof the recorder ran, and did not with its chunk refused. Exits 1 on
// a missed or unmeasured target. Run after `vite build` (npm run bench:analytics does both).
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright'
import { serveDemo } from '../../cli/serve/serve-demo.ts'
import { startSimulator } from '../../sim/server.ts'
import { blockBytes, blockKeyText, packBlock, type Block } from '../../src/stores/history/blocks.ts'
import {
  bucketStart,
  DAY,
  emptyBucket,
  GAUGE,
  MINUTE,
  PURCHASE_PREFIX,
  rollUp,
  type Bucket,
  type Resolution,
} from '../../src/stores/history/buckets.ts'
import {
  BEFORE_WATCH_173EB5E,
  describeRequests,
  onboardFleet,
  requestsOf,
} from './analytics-requests.ts'
import { timeDrawn } from './analytics-drawing.ts'
import { launchChromium } from './files-bench-kit.ts'
import { prometheusTargets } from './analytics-prometheus.ts'

const NOW = Date.UTC(2026, 10, 26, 12)

/** A realistic bucket: every gauge of a marketplace node, sizes of a 20 GiB quota. */
function bucket(node: string, res: Resolution, t: number, index: number): Bucket {
  const used = BigInt(5 * 2 ** 30 + index * 4096).toString()
  return {
    ...emptyBucket(node, `codex@${NOW - 40 * DAY}`, res, t),
    heard: 60,
    up: 60,
    tookSum: 600 + (index % 50),
    tookMax: 30 + (index % 7),
    gauges: {
      [GAUGE.quotaMax]: String(20 * 2 ** 30),
      [GAUGE.quotaReserved]: String(2 * 2 ** 30),
      [GAUGE.quotaUsed]: used,
      [GAUGE.files]: String(100 + (index % 10)),
      [GAUGE.filesBytes]: used,
      [GAUGE.peers]: String(10 + (index % 5)),
      [GAUGE.availabilityTotal]: String(8 * 2 ** 30),
      [GAUGE.availabilityFree]: String(6 * 2 ** 30),
      [GAUGE.reservations]: '3',
      [GAUGE.activeSlots]: '2',
      [`${PURCHASE_PREFIX}started`]: '2',
      [`${PURCHASE_PREFIX}finished`]: '5',
    },
    counters: index % 12 === 0 ? { uploads: '1', uploadBytes: '1048576' } : {},
  }
}

/**
 * 30 days of 5-minute buckets and the last day in minutes, with all of it in hours too, as the
 * recorder leaves them.
 */
function month(node: string): Bucket[] {
  const fiveMinutes: Bucket[] = []
  const day = bucketStart(NOW - DAY, 'm5')
  for (let index = 0; index < 30 * 288; index += 1) {
    fiveMinutes.push(bucket(node, 'm5', day - (index + 1) * 5 * MINUTE, index))
  }
  const minutes: Bucket[] = []
  for (let index = 0; index < 1440; index += 1) {
    minutes.push(bucket(node, 'm1', bucketStart(NOW - index * MINUTE, 'm1'), index))
  }
  return [...fiveMinutes, ...minutes, ...rollUp([...fiveMinutes, ...minutes], 'h1')]
}

/** Buckets as the store keeps them: one block per node, series and hour. */
function blocksOf(buckets: Bucket[]): Block[] {
  const groups = new Map<string, Bucket[]>()
  for (const each of buckets) {
    const key = blockKeyText(each)
    groups.set(key, [...(groups.get(key) ?? []), each])
  }
  return [...groups.values()].map(packBlock)
}

function putBuckets(page: Page, buckets: Bucket[]): Promise<number> {
  return page.evaluate(async (records) => {
    const before = (await navigator.storage.estimate()).usage ?? 0
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('codex-vault-history')
      open.onsuccess = () => resolve(open.result)
      open.onerror = () => reject(open.error)
    })
    await new Promise<void>((resolve, reject) => {
      const transaction = db.transaction('blocks', 'readwrite')
      for (const record of records) transaction.objectStore('blocks').put(record)
      transaction.oncomplete = () => resolve()
      transaction.onerror = () => reject(transaction.error)
    })
    db.close()
    return ((await navigator.storage.estimate()).usage ?? 0) - before
  }, blocksOf(buckets))
}

interface Sim {
  url: string
  close(): Promise<void>
}

async function newSim(): Promise<Sim> {
  return startSimulator({
    port: 0,
    dataDir: mkdtempSync(join(tmpdir(), 'vault-history-')),
    log: () => {},
  })
}

async function pageWithNodes(browser: Browser, demoUrl: string, sims: Sim[]): Promise<Page> {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.clock.install({ time: NOW })
  // tsx names the functions it compiles with a helper the page does not have.
  await page.addInitScript('globalThis.__name = (target) => target')
  await onboardFleet(page, sims)
  await page.goto(`${demoUrl}/dashboard/analytics`)
  await page.locator('vault-app').getByRole('heading', { name: 'History' }).waitFor()
  return page
}

async function medianOf(runs: number, measure: () => Promise<number>): Promise<number> {
  const times: number[] = []
  for (let run = 0; run < runs; run += 1) times.push(await measure())
  times.sort((a, b) => a - b)
  return times[Math.floor(times.length / 2)] ?? NaN
}

const sims = await Promise.all(Array.from({ length: 5 }, () => newSim()))
const demo = await serveDemo({ distDir: 'dist', config: { nodeUrl: sims[0]!.url } })
const browser = await launchChromium()
try {
  // 1. Stored size of a node-month of 5-minute buckets.
  const one = await pageWithNodes(browser, demo.url, sims.slice(0, 1))
  const monthOf5 = month('node-1').filter((each) => each.res === 'm5')
  const estimated = await putBuckets(one, monthOf5)
  const jsonOf = (buckets: Bucket[]) =>
    blocksOf(buckets).reduce((sum, each) => sum + blockBytes(each), 0)
  const jsonBytes = jsonOf(monthOf5)
  const withHours = jsonOf(month('node-1').filter((each) => each.res !== 'm1'))
  await one.context().close()

  // 2. Drawing: 1 hour of 1 node against 30 days of 3 nodes.
  const single = await pageWithNodes(browser, demo.url, sims.slice(0, 1))
  await putBuckets(single, month('node-1'))
  await timeDrawn(single, '24 h', '.analytics__charts[data-range="24h"] canvas')
  const hour = await medianOf(5, async () => {
    await timeDrawn(single, '24 h', '.analytics__charts[data-range="24h"] canvas')
    return timeDrawn(single, '1 h', '.analytics__charts[data-range="1h"] canvas')
  })
  await single.context().close()
  const fleet = await pageWithNodes(browser, demo.url, sims.slice(0, 3))
  await putBuckets(fleet, [...month('node-1'), ...month('node-2'), ...month('node-3')])
  await timeDrawn(fleet, '24 h', '.analytics__charts[data-range="24h"] canvas')
  const thirty = await medianOf(5, async () => {
    await timeDrawn(fleet, '24 h', '.analytics__charts[data-range="24h"] canvas')
    return timeDrawn(fleet, '30 d', '.analytics__charts[data-range="30d"] canvas')
  })
  await fleet.context().close()

  // 3. Node requests per minute, one node and five: history and alerts on, their chunks refused.
  const oneOn = await requestsOf(browser, demo.url, sims.slice(0, 1), true)
  const oneOff = await requestsOf(browser, demo.url, sims.slice(0, 1), false)
  const fiveOn = await requestsOf(browser, demo.url, sims, true)
  const fiveOff = await requestsOf(browser, demo.url, sims, false)

  const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(2)
  const targets: [string, boolean][] = [
    [
      `stored per node-month of 5-minute buckets (8,640): ${mb(estimated)} MB by the browser's estimate, ${mb(jsonBytes)} MB as the cap counts it, ${mb(withHours)} MB with the same month in hours (target <= 2 MB)`,
      jsonBytes <= 2 * 1024 * 1024,
    ],
    [
      `drawing 30 d x 3 nodes: ${thirty.toFixed(0)} ms; 1 h x 1 node: ${hour.toFixed(0)} ms; ratio ${(thirty / hour).toFixed(2)} (target <= 3)`,
      thirty / hour <= 3,
    ],
    [
      `node requests per minute of /dashboard, one node: ${describeRequests(oneOn, oneOff, BEFORE_WATCH_173EB5E.oneNode)} (target <= 1.5)`,
      oneOn.perMinute / BEFORE_WATCH_173EB5E.oneNode <= 1.5,
    ],
    [
      `node requests per minute of /dashboard, five nodes: ${describeRequests(fiveOn, fiveOff, BEFORE_WATCH_173EB5E.fiveNodes)} (not a target)`,
      Number.isFinite(fiveOn.perMinute / BEFORE_WATCH_173EB5E.fiveNodes),
    ],
    [
      'the recorder ran in the runs with history and stored blocks, and in none of the runs without',
      oneOn.recorderLoaded &&
        fiveOn.recorderLoaded &&
        oneOn.storedBlocks > 0 &&
        fiveOn.storedBlocks > 0 &&
        !oneOff.recorderLoaded &&
        !fiveOff.recorderLoaded &&
        oneOff.storedBlocks === 0 &&
        fiveOff.storedBlocks === 0,
    ],
  ]
  targets.push(...(await prometheusTargets(browser, hour)))
  // A comparison with NaN is false: an unmeasured target fails like a missed one.
  for (const [line, met] of targets) console.log(`${line}${met ? '' : ' (MISSED)'}`)
  if (targets.some(([, met]) => !met)) process.exitCode = 1
} finally {
  await browser.close()
  await demo.close()
  for (const sim of sims) await sim.close()
}
