import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  bucketStart,
  DAY,
  emptyBucket,
  GAUGE,
  HOUR,
  MINUTE,
  readBucket,
  rollUp,
  type Bucket,
} from '../../../../src/stores/history/buckets.ts'
import {
  addBuckets,
  clearAllHistory,
  forgetNodeHistory,
  HISTORY_DB,
  openHistory,
  readBuckets,
  rollUpAndPrune,
} from '../../../../src/stores/history/history-db.ts'
import {
  currentSeriesOf,
  historyCsv,
  nodeHistory,
} from '../../../../src/stores/history/history-view.ts'
import {
  holdRecorderLock,
  LEASE_MS,
  type LockPlatform,
} from '../../../../src/stores/history/recorder-lock.ts'

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
    expect(readBucket(null)).toBeNull()
    expect(readBucket({ hello: 'world' })).toBeNull()
    expect(readBucket({ ...bucket(MIDNIGHT), format: 2 })).toBeNull()
    expect(readBucket({ ...bucket(MIDNIGHT), t: MIDNIGHT + 7 })).toBeNull()
    expect(readBucket({ ...bucket(MIDNIGHT), gauges: { qu: '1e9' } })?.gauges).toEqual({})
    expect(readBucket(bucket(MIDNIGHT))).not.toBeNull()
  })
})

describe('the history database', () => {
  beforeEach(async () => clearAllHistory(await openHistory()))
  afterEach(async () => clearAllHistory(await openHistory()))

  it('adds two flushes of one minute together', async () => {
    const history = await openHistory()
    await addBuckets(history, [bucket(MIDNIGHT, { up: 2 })])
    await addBuckets(history, [bucket(MIDNIGHT, { up: 3 })])
    const { buckets } = await readBuckets(history, 'node-1')
    expect(buckets).toHaveLength(1)
    expect(buckets[0]?.up).toBe(5)
  })

  it('rolls minutes older than a day into 5 minutes, and 5 minutes older than 30 days into hours', async () => {
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
    const byRes = (res: string) => buckets.filter((each) => each.res === res)
    expect(byRes('m1')).toHaveLength(1)
    expect(byRes('m5').reduce((sum, each) => sum + each.heard, 0)).toBe(10)
    expect(byRes('h1')).toHaveLength(1)
  })

  it('prunes the oldest buckets first to stay under the cap', async () => {
    const history = await openHistory()
    const now = MIDNIGHT + HOUR
    await addBuckets(
      history,
      Array.from({ length: 20 }, (_, index) => bucket(now - index * MINUTE)),
    )
    const oneBucket = JSON.stringify(bucket(now)).length
    const kept = await rollUpAndPrune(history, now, oneBucket * 5 + 10)
    expect(kept.records).toBeLessThanOrEqual(5)
    expect(kept.bytes).toBeLessThanOrEqual(oneBucket * 5 + 10)
    const { buckets } = await readBuckets(history, 'node-1')
    expect(Math.min(...buckets.map((each) => each.t))).toBe(bucketStart(now - 4 * MINUTE, 'm1'))
  })

  it('leaves corrupt and foreign records out, and removes them on the next sweep', async () => {
    const history = await openHistory()
    await addBuckets(history, [bucket(MIDNIGHT)])
    const transaction = history.db.transaction('buckets', 'readwrite')
    transaction
      .objectStore('buckets')
      .put({ node: 'node-1', series: 'x', res: 'm1', t: MIDNIGHT, evil: true })
    await new Promise((resolve) => (transaction.oncomplete = resolve))
    const read = await readBuckets(history, 'node-1')
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
    expect((await readBuckets(history, 'node-2')).buckets).toHaveLength(1)
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
    expect(view.uptime).toBeCloseTo(2 / 14)
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

describe('one recorder across two tabs', () => {
  function sharedStorage() {
    const map = new Map<string, string>()
    return {
      getItem: (key: string) => map.get(key) ?? null,
      setItem: (key: string, value: string) => void map.set(key, value),
      removeItem: (key: string) => void map.delete(key),
    }
  }

  it('with Web Locks: the second tab records only once the first lets go', async () => {
    const queue: { grant: () => void }[] = []
    let held = false
    const locks = {
      request: (_name: string, _options: unknown, callback: () => unknown) =>
        new Promise<void>((resolve) => {
          const grant = () => {
            held = true
            void Promise.resolve(callback()).then(() => {
              held = false
              queue.shift()?.grant()
              resolve()
            })
          }
          if (held) queue.push({ grant })
          else grant()
        }),
    } as unknown as LockPlatform['locks']
    const platform = (): LockPlatform => ({ locks, now: () => 0, setInterval: () => () => {} })
    const recording: string[] = []
    const record = (tab: string) => () => {
      recording.push(tab)
      return () => recording.splice(recording.indexOf(tab), 1)
    }
    const releaseA = holdRecorderLock('node-1', record('a'), platform())
    const releaseB = holdRecorderLock('node-1', record('b'), platform())
    await Promise.resolve()
    expect(recording).toEqual(['a'])
    releaseA()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(recording).toEqual(['b'])
    releaseB()
  })

  it('without Web Locks: a lease in storage; the second tab takes over once it runs out', () => {
    const storage = sharedStorage()
    let now = 0
    const timers: (() => void)[] = []
    const platform: LockPlatform = {
      storage,
      now: () => now,
      setInterval: (run) => {
        timers.push(run)
        return () => timers.splice(timers.indexOf(run), 1)
      },
    }
    const recording = new Set<string>()
    const record = (tab: string) => () => {
      recording.add(tab)
      return () => recording.delete(tab)
    }
    const releaseA = holdRecorderLock('node-1', record('a'), platform)
    const releaseB = holdRecorderLock('node-1', record('b'), platform)
    expect([...recording]).toEqual(['a'])
    // Tab a closes without a word (crash): its lease runs out and tab b takes over.
    timers.splice(0, 1)
    now += LEASE_MS + 1
    for (const run of [...timers]) run()
    expect(recording.has('b')).toBe(true)
    releaseA()
    releaseB()
  })
})
