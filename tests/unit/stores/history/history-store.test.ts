import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  bucketStart,
  DAY,
  emptyBucket,
  GAUGE,
  HOUR,
  MINUTE,
  rollUp,
  type Bucket,
} from '../../../../src/stores/history/buckets.ts'
import { blockBytes, packBlock, unpackBlock } from '../../../../src/stores/history/blocks.ts'
import {
  addBuckets,
  clearAllHistory,
  forgetNodeHistory,
  HISTORY_DB,
  openHistory,
  readBuckets,
} from '../../../../src/stores/history/history-db.ts'
import { historyCsv } from '../../../../src/stores/history/history-export.ts'
import { readNodeHistory } from '../../../../src/stores/history/history-read.ts'
import { rollUpAndPrune } from '../../../../src/stores/history/history-sweep.ts'
import {
  currentSeriesOf,
  finestOf,
  levelsFor,
  MAX_POINTS,
  nodeHistory,
} from '../../../../src/stores/history/history-view.ts'
import { setEnvironment } from '../../../../src/stores/page/environment.ts'

// The history's IndexedDB, injected as the node client is.
setEnvironment({ indexedDb: () => indexedDB })

const MIDNIGHT = Date.UTC(2026, 10, 26)

function bucket(t: number, patch: Partial<Bucket> = {}): Bucket {
  return {
    ...emptyBucket('node-1', 'codex@1', 'm1', bucketStart(t, 'm1')),
    heard: 1,
    up: 1,
    ...patch,
  }
}

describe('buckets', () => {
  it('rolls minutes around midnight into the 5-minute buckets they belong to', () => {
    const before = bucket(MIDNIGHT - MINUTE, { gauges: { [GAUGE.quotaUsed]: '10' } })
    const after = bucket(MIDNIGHT, { gauges: { [GAUGE.quotaUsed]: '20' } })
    const rolled = rollUp([after, before], 'm5')
    expect(rolled.map((each) => each.t)).toEqual([MIDNIGHT - 5 * MINUTE, MIDNIGHT])
    expect(rolled.map((each) => each.gauges[GAUGE.quotaUsed])).toEqual(['10', '20'])
  })

  it('adds counters exactly past 2^53 and keeps the latest gauge', () => {
    const big = (2n ** 60n).toString()
    const a = bucket(MIDNIGHT, {
      counters: { uploadBytes: big },
      gauges: { [GAUGE.quotaMax]: big },
    })
    const b = bucket(MIDNIGHT + MINUTE, {
      counters: { uploadBytes: '1' },
      gauges: { [GAUGE.quotaMax]: '5' },
    })
    const [rolled] = rollUp([a, b], 'h1')
    expect(rolled?.counters.uploadBytes).toBe((2n ** 60n + 1n).toString())
    expect(rolled?.gauges[GAUGE.quotaMax]).toBe('5')
    expect(rolled?.heard).toBe(2)
  })

  it('reads corrupt and foreign records as nothing', () => {
    const block = packBlock([bucket(MIDNIGHT)])
    expect(unpackBlock(null)).toBeNull()
    expect(unpackBlock({ hello: 'world' })).toBeNull()
    expect(unpackBlock({ ...block, format: 1 })).toBeNull()
    expect(unpackBlock({ ...block, t: MIDNIGHT + 7 })).toBeNull()
    expect(
      unpackBlock({
        ...block,
        buckets: [
          [0, 1, 1, 0, 0, 0],
          [0, 1, 1, 0, 0, 0],
        ],
      }),
    ).toBeNull()
    expect(unpackBlock({ ...block, buckets: [[60, 1, 1, 0, 0, 0]] })).toBeNull()
    expect(
      unpackBlock({ ...block, buckets: [[0, 1, 1, 0, 0, 0, { qu: '1e9' }]] })?.[0]?.gauges,
    ).toEqual({})
    expect(unpackBlock(block)).not.toBeNull()
  })

  it('packs an hour of buckets into one block, each gauge written where it changed, exactly', () => {
    const big = (2n ** 62n + 1n).toString()
    const minutes = Array.from({ length: 60 }, (_, index) =>
      bucket(MIDNIGHT + index * MINUTE, {
        gauges: {
          [GAUGE.quotaMax]: big,
          [GAUGE.quotaUsed]: String(index < 30 ? 10 : 20),
          ...(index === 59 ? {} : { [GAUGE.peers]: '4' }),
        },
        counters: index === 7 ? { uploadBytes: big } : {},
      }),
    )
    const block = packBlock([...minutes].reverse())
    expect(block.t).toBe(MIDNIGHT)
    expect(block.buckets).toHaveLength(60)
    const written = block.buckets.filter(
      (each) => each.length > 6 && Object.keys(each[6] ?? {}).length > 0,
    )
    expect(written.map((each) => each[0])).toEqual([0, 30, 59])
    expect(unpackBlock(JSON.parse(JSON.stringify(block)))).toEqual(minutes)
    expect(blockBytes(block)).toBeLessThan(minutes.length * 40)
  })
})

describe('the history database', () => {
  beforeEach(async () => clearAllHistory(await openHistory()))
  afterEach(async () => clearAllHistory(await openHistory()))

  it('adds two flushes of one minute together', async () => {
    const history = await openHistory()
    await addBuckets(history, [bucket(MIDNIGHT, { up: 2 })])
    await addBuckets(history, [bucket(MIDNIGHT, { up: 3 })])
    const { buckets } = await readBuckets(history, 'node-1', { levels: ['m1'] })
    expect(buckets).toHaveLength(1)
    expect(buckets[0]?.up).toBe(5)
    const hours = await readBuckets(history, 'node-1', { levels: ['h1'] })
    expect(hours.buckets.map((each) => [each.t, each.up])).toEqual([[MIDNIGHT, 5]])
  })

  it('merges a flush into one bucket of a block without changing its neighbours', async () => {
    const history = await openHistory()
    const same = { gauges: { [GAUGE.peers]: '4' } }
    await addBuckets(history, [bucket(MIDNIGHT, same), bucket(MIDNIGHT + MINUTE, same)])
    await addBuckets(history, [bucket(MIDNIGHT, { gauges: { [GAUGE.peers]: '9' } })])
    const { buckets } = await readBuckets(history, 'node-1', { levels: ['m1'] })
    const peers = buckets.sort((a, b) => a.t - b.t).map((each) => each.gauges[GAUGE.peers])
    expect(peers).toEqual(['9', '4'])
  })

  it('rolls minutes older than a day into 5 minutes and hours, and drops 5 minutes after 30 days', async () => {
    const history = await openHistory()
    const now = MIDNIGHT + 40 * DAY
    const minutes = Array.from({ length: 10 }, (_, index) =>
      bucket(now - DAY - HOUR + index * MINUTE),
    )
    const fresh = bucket(now - HOUR)
    const old5 = {
      ...bucket(now - 31 * DAY),
      res: 'm5' as const,
      t: bucketStart(now - 31 * DAY, 'm5'),
    }
    await addBuckets(history, [...minutes, fresh, old5])
    await rollUpAndPrune(history, now, 10 ** 9)
    const { buckets } = await readBuckets(history, 'node-1')
    const byRes = (res: string) =>
      buckets.filter((each) => each.res === res).sort((a, b) => a.t - b.t)
    expect(byRes('m1')).toHaveLength(1)
    expect(byRes('m5').map((each) => each.t)).toEqual([
      now - DAY - HOUR,
      now - DAY - HOUR + 5 * MINUTE,
    ])
    expect(byRes('m5').reduce((sum, each) => sum + each.heard, 0)).toBe(10)
    // The old 5 minutes live on in their hour; every minute went into its hour when written.
    expect(byRes('h1').map((each) => [each.t, each.heard])).toEqual([
      [bucketStart(now - 31 * DAY, 'h1'), 1],
      [now - DAY - HOUR, 10],
      [now - HOUR, 1],
    ])
  })

  it('reads only the levels asked: a long range reads the hours alone', async () => {
    const history = await openHistory()
    const now = MIDNIGHT + 3 * DAY
    await addBuckets(
      history,
      Array.from({ length: 2 * 24 * 60 }, (_, index) => bucket(now - index * MINUTE)),
    )
    await rollUpAndPrune(history, now, 10 ** 9)
    const long = await readBuckets(history, 'node-1', { levels: levelsFor(7 * DAY) })
    expect(new Set(long.buckets.map((each) => each.res))).toEqual(new Set(['h1']))
    const short = await readBuckets(history, 'node-1', { levels: levelsFor(DAY) })
    expect(new Set(short.buckets.map((each) => each.res))).toEqual(new Set(['m1', 'm5']))
    // Both draw the same: every answer once, whichever level holds it.
    const heard = (buckets: Bucket[]) => buckets.reduce((sum, each) => sum + each.heard, 0)
    expect(heard(long.buckets)).toBe(2 * 24 * 60)
    expect(heard(short.buckets)).toBe(2 * 24 * 60)
    const drawn = (buckets: Bucket[]) => nodeHistory('node-1', buckets, '7d', now)
    expect(drawn(long.buckets).charts).toEqual(drawn(short.buckets).charts)
    // The export keeps each time once, at its finest.
    const all = await readBuckets(history, 'node-1')
    expect(heard(finestOf(all.buckets))).toBe(2 * 24 * 60)
  })

  it('draws all from the hours, or from the finer levels when the history is under a day', async () => {
    const history = await openHistory()
    const now = MIDNIGHT + 3 * DAY
    vi.useFakeTimers({ toFake: ['Date'], now })
    try {
      await addBuckets(
        history,
        Array.from({ length: 3 * 60 }, (_, index) => bucket(now - (index + 1) * MINUTE)),
      )
      const young = await readNodeHistory('node-1', 'all')
      const short = young.state === 'ready' ? young.history : undefined
      expect((short?.times[1] ?? 0) - (short?.times[0] ?? 0)).toBe(5 * MINUTE)
      // Every 5 minutes has its value: drawn from minutes, not from the three hours.
      expect(short?.watched).toBeGreaterThan(0.9)
      // An older line at the address is kept apart: it does not stretch the current one's range.
      await addBuckets(history, [{ ...bucket(now - 2 * DAY), series: 'codex@0' }])
      const still = await readNodeHistory('node-1', 'all')
      expect(still.state === 'ready' && still.earlierSeries).toBe(true)
      const same = still.state === 'ready' ? still.history : undefined
      expect(same?.watched).toBeGreaterThan(0.9)
      await addBuckets(history, [bucket(now - 2 * DAY)])
      await rollUpAndPrune(history, now, 10 ** 9)
      const old = await readNodeHistory('node-1', 'all')
      const long = old.state === 'ready' ? old.history : undefined
      expect((long?.times[1] ?? 0) - (long?.times[0] ?? 0)).toBe(HOUR)
      const used = long?.charts.find((chart) => chart.id === 'files')
      expect(used?.lines[0]?.values.length).toBeLessThanOrEqual(MAX_POINTS)
    } finally {
      vi.useRealTimers()
    }
  })

  it('prunes the oldest blocks first to stay under the cap, the hours last', async () => {
    const history = await openHistory()
    const now = MIDNIGHT + 3 * HOUR + 30 * MINUTE
    await addBuckets(
      history,
      Array.from({ length: 4 * 60 }, (_, index) => bucket(now - index * MINUTE)),
    )
    const all = await rollUpAndPrune(history, now, 10 ** 9)
    // The minutes, and the five hours they fall in.
    expect(all.records).toBe(4 * 60 + 5)
    const kept = await rollUpAndPrune(history, now, Math.ceil(all.bytes / 2))
    expect(kept.bytes).toBeLessThanOrEqual(all.bytes / 2)
    expect((await readBuckets(history, 'node-1')).buckets).toHaveLength(kept.records)
    const minutes = (await readBuckets(history, 'node-1', { levels: ['m1'] })).buckets
    expect(minutes.length).toBeLessThan(4 * 60)
    expect(Math.min(...minutes.map((each) => each.t)) % HOUR).toBe(0)
    expect(Math.max(...minutes.map((each) => each.t))).toBe(bucketStart(now, 'm1'))
    // Today's hours are newer than any hour of minutes: they stay.
    const hours = (await readBuckets(history, 'node-1', { levels: ['h1'] })).buckets
    expect(hours.map((each) => each.t)).toEqual([0, 1, 2, 3].map((hour) => MIDNIGHT + hour * HOUR))
  })

  it('reads a range with the blocks around it, and only the buckets inside it', async () => {
    const history = await openHistory()
    await addBuckets(
      history,
      Array.from({ length: 180 }, (_, index) => bucket(MIDNIGHT + index * MINUTE)),
    )
    const { buckets } = await readBuckets(history, 'node-1', {
      from: MIDNIGHT + 90 * MINUTE,
      levels: ['m1'],
    })
    expect(buckets).toHaveLength(90)
    expect(buckets[0]?.t).toBe(MIDNIGHT + 90 * MINUTE)
  })

  it('leaves corrupt and foreign records out, and removes them on the next sweep', async () => {
    const history = await openHistory()
    await addBuckets(history, [bucket(MIDNIGHT)])
    const transaction = history.db.transaction('blocks', 'readwrite')
    transaction
      .objectStore('blocks')
      .put({ node: 'node-1', series: 'x', res: 'm1', t: MIDNIGHT, evil: true })
    await new Promise((resolve) => (transaction.oncomplete = resolve))
    const read = await readBuckets(history, 'node-1', { levels: ['m1'] })
    expect(read.buckets).toHaveLength(1)
    expect(read.ignored).toBe(1)
    await rollUpAndPrune(history, MIDNIGHT + MINUTE, 10 ** 9)
    expect((await readBuckets(history, 'node-1')).ignored).toBe(0)
  })

  it('forgets one node and keeps the others', async () => {
    const history = await openHistory()
    await addBuckets(history, [bucket(MIDNIGHT), { ...bucket(MIDNIGHT), node: 'node-2' }])
    await forgetNodeHistory(history, 'node-1')
    expect((await readBuckets(history, 'node-1')).buckets).toHaveLength(0)
    expect((await readBuckets(history, 'node-2', { levels: ['m1'] })).buckets).toHaveLength(1)
    expect(HISTORY_DB).toBe('codex-vault-history')
  })
})

describe('the view of a node history', () => {
  it('names a stretch without answers as unwatched and one of failed status answers as node down', () => {
    const now = MIDNIGHT + HOUR
    const buckets = [
      bucket(MIDNIGHT + 5 * MINUTE, { gauges: { [GAUGE.quotaUsed]: '100' } }),
      bucket(MIDNIGHT + 20 * MINUTE, { up: 0, down: 12 }),
      bucket(MIDNIGHT + 40 * MINUTE, { gauges: { [GAUGE.quotaUsed]: '300' } }),
    ]
    const view = nodeHistory('node-1', buckets, '1h', now)
    expect(
      view.gaps.some((gap) => gap.kind === 'down' && gap.from === MIDNIGHT + 20 * MINUTE),
    ).toBe(true)
    expect(view.gaps.some((gap) => gap.kind === 'unwatched')).toBe(true)
    // Uptime is time: each minute with answers counts once, however many answers it had.
    expect(view.uptime).toBeCloseTo(2 / 3)
    const storage = view.charts.find((chart) => chart.id === 'storage')
    expect(storage?.lines[0]?.values.filter((value) => value !== null)).toEqual(['100', '300'])
    expect(view.marketplace).toBe(false)
    expect(view.charts.some((chart) => chart.id.startsWith('market'))).toBe(false)
  })

  it('keeps a clock jump back out of the future: buckets after now are not drawn', () => {
    const now = MIDNIGHT
    const view = nodeHistory('node-1', [bucket(MIDNIGHT + 2 * HOUR)], '1h', now)
    expect(view.watched).toBe(0)
  })

  it('shows only the newest series of an address', () => {
    const codex = bucket(MIDNIGHT, { series: 'codex@1' })
    const storage = bucket(MIDNIGHT + MINUTE, { series: 'storage@5' })
    expect(currentSeriesOf([codex, storage])).toEqual([storage])
  })

  it('writes every bucket as a CSV row with exact sizes', () => {
    const big = (2n ** 62n).toString()
    const csv = historyCsv([
      { name: 'Home, "main"', buckets: [bucket(MIDNIGHT, { gauges: { [GAUGE.quotaUsed]: big } })] },
    ])
    const [header, row] = csv.trim().split('\n')
    expect(header?.split(',')).toContain('quotaUsed')
    expect(row).toContain(big)
    expect(row?.startsWith('"Home, ""main"""')).toBe(true)
  })
})
