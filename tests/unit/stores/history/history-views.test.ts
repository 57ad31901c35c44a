import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useTestStorageEngine } from '@nanostores/persistent'
import { bucketStart, emptyBucket, GAUGE, MINUTE } from '../../../../src/stores/history/buckets.ts'
import {
  addBuckets,
  addSeries,
  clearAllHistory,
  openHistory,
} from '../../../../src/stores/history/history-db.ts'
import { markHistoryWritten } from '../../../../src/stores/history/history-revision.ts'
import { historySection } from '../../../../src/stores/history/history-section.ts'
import { $historyRange, historyOfNode } from '../../../../src/stores/history/node-history.ts'
import { sparklines } from '../../../../src/stores/history/sparklines.ts'
import { bindingFor, scopeFor } from '../../../../src/stores/nodes/scope.ts'
import { setEnvironment } from '../../../../src/stores/page/environment.ts'
import { resetEnvironment } from '../fake-environment.ts'
import { BACKGROUND_WATCH_DELAY_MS } from '../../../../src/stores/cadences.ts'

useTestStorageEngine()

const URL = 'http://127.0.0.1:8080'

/** Writes `minutes` watched minutes ending now, as the recorder would, used growing. */
async function record(key: string, minutes: number): Promise<void> {
  const history = await openHistory()
  await addSeries(history, { node: key, series: 'codex@1', line: 'codex', since: 1 })
  const now = Date.now()
  await addBuckets(
    history,
    Array.from({ length: minutes }, (_, index) => ({
      ...emptyBucket(key, 'codex@1', 'm1', bucketStart(now - (index + 1) * MINUTE, 'm1')),
      heard: 4,
      up: 4,
      gauges: { [GAUGE.quotaUsed]: String(1000 - index), [GAUGE.peers]: '3' },
    })),
  )
}

describe('the history views', () => {
  beforeEach(() => {
    setEnvironment({ indexedDb: () => indexedDB })
  })

  afterEach(async () => {
    vi.useRealTimers()
    $historyRange.set('24h')
    await clearAllHistory(await openHistory())
    resetEnvironment()
  })

  it('a node history store reads on mount, again when the recorder writes and when the range changes', async () => {
    const scope = scopeFor(bindingFor(URL))
    const $history = historyOfNode.of(scope)
    const stop = $history.listen(() => {})
    await vi.waitFor(() => expect($history.get().state).toBe('ready'))
    const first = $history.get()
    expect(first.state === 'ready' && first.history.watched).toBe(0)

    await record(scope.binding.key, 30)
    markHistoryWritten(scope)
    await vi.waitFor(() => {
      const next = $history.get()
      expect(next.state === 'ready' && next.history.watched).toBeGreaterThan(0)
    })

    $historyRange.set('1h')
    await vi.waitFor(() => {
      const next = $history.get()
      expect(next.state === 'ready' && next.range).toBe('1h')
      // Half the hour watched.
      expect(next.state === 'ready' && next.history.watched).toBeCloseTo(0.5, 1)
    })
    stop()
  })

  it('the section shows each node, and Clear history reads again: the charts start over', async () => {
    const scope = scopeFor(bindingFor(URL))
    await record(scope.binding.key, 10)
    const section = historySection.of(scope)
    const stop = section.$state.listen(() => {})
    await vi.waitFor(() => {
      const state = section.$state.get()
      expect(state.state === 'ready' && state.nodes[0]?.watched).toBeGreaterThan(0)
    })
    await section.clear()
    expect(section.$message.get()).toBe('History cleared.')
    await vi.waitFor(() => {
      const state = section.$state.get()
      expect(state.state === 'ready' && state.nodes[0]?.watched).toBe(0)
    })
    stop()
  })

  it('sparklines read after the first load, then each time the recorder writes', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const scope = scopeFor(bindingFor(URL))
    const $used = sparklines.of(scope).used
    const stop = $used.listen(() => {})
    await vi.advanceTimersByTimeAsync(BACKGROUND_WATCH_DELAY_MS)
    vi.useRealTimers()
    // Nothing recorded yet: no sparkline.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect($used.get()).toBeNull()
    await record(scope.binding.key, 90)
    markHistoryWritten(scope)
    await vi.waitFor(() =>
      expect($used.get()?.filter((point) => point !== null).length).toBeGreaterThanOrEqual(3),
    )
    stop()
  })
})
