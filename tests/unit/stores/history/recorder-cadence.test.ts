import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useTestStorageEngine } from '@nanostores/persistent'
import { GAUGE, MINUTE } from '../../../../src/stores/history/buckets.ts'
import {
  clearAllHistory,
  openHistory,
  readBuckets,
} from '../../../../src/stores/history/history-db.ts'
import { $recordedNodes } from '../../../../src/stores/history/start.ts'
import { $activeScope } from '../../../../src/stores/nodes/scope.ts'
import { setEnvironment } from '../../../../src/stores/page/environment.ts'
import { fakeNode, resetEnvironment } from '../fake-environment.ts'
import { forgetEveryNode } from '../node-reset.ts'
import { HIDDEN_FACTS_MS } from '../../../../src/stores/cadences.ts'

useTestStorageEngine()

const START = Date.UTC(2026, 10, 26, 9, 0, 30)

async function minutes(node: string) {
  const read = await readBuckets(await openHistory(), node, { levels: ['m1'] })
  return read.buckets.sort((a, b) => a.t - b.t)
}

describe('the recorder at the watch cadence', () => {
  afterEach(async () => {
    await clearAllHistory(await openHistory())
    vi.useRealTimers()
    forgetEveryNode()
    resetEnvironment()
  })

  it('gives every minute its point while the page stays open, shown and then hidden, with no view asking', async () => {
    forgetEveryNode()
    // IndexedDB's own scheduling (setImmediate) stays real; the page's clock and timers are fake.
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
      now: START,
    })
    const node = fakeNode()
    setEnvironment({ indexedDb: () => indexedDB })
    const scope = $activeScope.get()
    const stop = $recordedNodes.listen(() => {})
    await vi.waitFor(() => expect($recordedNodes.get()).toEqual([scope]))
    await vi.advanceTimersByTimeAsync(10 * MINUTE)
    node.firePage('hidden')
    await vi.advanceTimersByTimeAsync(10 * HIDDEN_FACTS_MS)
    stop()
    await vi.advanceTimersByTimeAsync(2000)
    await vi.waitFor(async () =>
      expect((await minutes(scope.binding.key)).length).toBeGreaterThan(15),
    )
    const points = await minutes(scope.binding.key)
    const first = points[0]!.t
    const last = points[points.length - 1]!.t
    const withSpace = points.filter((bucket) => bucket.gauges[GAUGE.quotaUsed] !== undefined)
    // Every minute from the first to the last has its space reading: a line, no dots.
    expect(withSpace.map((bucket) => bucket.t)).toEqual(
      Array.from({ length: (last - first) / MINUTE + 1 }, (_, index) => first + index * MINUTE),
    )
  })
})
