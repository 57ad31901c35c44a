// Prometheus is read only while a page shows what it says: a hidden tab asks nothing.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanStores, type ReadableAtom } from 'nanostores'
import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent'
import { $prometheusFleet } from '../../../src/stores/history/prometheus-fleet.ts'
import { $prometheusUp } from '../../../src/stores/nodes/prometheus-up.ts'
import { keepListedServer } from '../../../src/stores/page/monitoring.ts'
import { fakeNode, resetEnvironment } from './fake-environment.ts'
import { PROMETHEUS_UP_MS } from '../../../src/stores/cadences.ts'

useTestStorageEngine()

/** Each store's cadence and how many queries one read of it sends. */
const stores: [string, ReadableAtom<{ state: string }>, number, number][] = [
  ['the Nodes table', $prometheusUp, PROMETHEUS_UP_MS, 1],
  ['the fleet on Analytics', $prometheusFleet, 30_000, 2],
]

describe.each(stores)('Prometheus for %s', (_name, $store, cadence, perRead) => {
  let node: ReturnType<typeof fakeNode>
  let asked = 0
  let urls: URL[] = []
  beforeEach(() => {
    vi.useFakeTimers()
    node = fakeNode()
    asked = 0
    urls = []
    vi.stubGlobal('fetch', async (input: string) => {
      asked += 1
      urls.push(new URL(input))
      const answer = { status: 'success', data: { resultType: 'matrix', result: [] } }
      return new Response(JSON.stringify(answer))
    })
    keepListedServer('prometheus', { url: 'http://prometheus.test:9090' })
  })
  afterEach(() => {
    cleanStores($store)
    vi.unstubAllGlobals()
    vi.useRealTimers()
    cleanTestStorage()
    resetEnvironment()
  })

  it('asks nothing while the page is hidden, and at once when it shows again', async () => {
    const stop = $store.listen(() => {})
    await vi.advanceTimersByTimeAsync(0)
    expect($store.get().state).toBe('ready')
    expect(asked).toBe(perRead)
    node.firePage('hidden')
    await vi.advanceTimersByTimeAsync(10 * cadence)
    expect(asked).toBe(perRead)
    node.firePage('visible')
    await vi.advanceTimersByTimeAsync(0)
    expect(asked).toBe(2 * perRead)
    await vi.advanceTimersByTimeAsync(cadence)
    expect(asked).toBe(3 * perRead)
    stop()
  })

  it('shown again before its next read was due, reads when it is due', async () => {
    const stop = $store.listen(() => {})
    await vi.advanceTimersByTimeAsync(0)
    node.firePage('hidden')
    await vi.advanceTimersByTimeAsync(cadence / 3)
    node.firePage('visible')
    await vi.advanceTimersByTimeAsync(0)
    expect(asked).toBe(perRead)
    await vi.advanceTimersByTimeAsync(cadence - cadence / 3)
    expect(asked).toBe(2 * perRead)
    stop()
  })

  it('reads the now at this very moment: a node scraped in the last second is not "not scraped"', async () => {
    const now = Date.UTC(2026, 11, 3, 12, 0, 0, 999)
    vi.setSystemTime(now)
    const stop = $store.listen(() => {})
    await vi.advanceTimersByTimeAsync(0)
    const instants = urls.filter(
      (url) => url.searchParams.get('start') === url.searchParams.get('end'),
    )
    expect(instants).toHaveLength(1)
    expect(instants[0]?.searchParams.get('end')).toBe(String(now / 1000))
    stop()
  })

  it('mounted on a hidden page, reads once the page shows', async () => {
    node.firePage('hidden')
    const stop = $store.listen(() => {})
    await vi.advanceTimersByTimeAsync(cadence)
    expect(asked).toBe(0)
    node.firePage('visible')
    await vi.advanceTimersByTimeAsync(0)
    expect(asked).toBe(perRead)
    expect($store.get().state).toBe('ready')
    stop()
  })
})
