import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useTestStorageEngine } from '@nanostores/persistent'
import { GAUGE, MINUTE, HOUR, type Resolution } from '../../../../src/stores/history/buckets.ts'
import {
  clearAllHistory,
  openHistory,
  readBuckets,
} from '../../../../src/stores/history/history-db.ts'
import { recordNode } from '../../../../src/stores/history/recorder.ts'
import { space } from '../../../../src/stores/node/space.ts'
import { spr } from '../../../../src/stores/node/status.ts'
import { bindingFor, scopeFor } from '../../../../src/stores/nodes/scope.ts'
import { fakeNode, resetEnvironment } from '../fake-environment.ts'
import { setEnvironment } from '../../../../src/stores/page/environment.ts'

useTestStorageEngine()

const MIDNIGHT = Date.UTC(2026, 10, 26)

async function storedBuckets(node: string, res: Resolution = 'm1') {
  const read = await readBuckets(await openHistory(), node, { levels: [res] })
  return read.buckets.sort((a, b) => a.t - b.t)
}

describe('the recorder', () => {
  afterEach(async () => {
    vi.useRealTimers()
    await clearAllHistory(await openHistory())
    resetEnvironment()
  })

  it('hears the answers the views get, across midnight, asks nothing itself and keeps a clock that jumps back out', async () => {
    const node = fakeNode()
    setEnvironment({ indexedDb: () => indexedDB })
    const scope = scopeFor(bindingFor('http://127.0.0.1:8080'))
    vi.useFakeTimers({ toFake: ['Date'], now: MIDNIGHT - 30_000 })
    const stop = recordNode(scope)
    const asked = JSON.stringify(node.calls)
    // The recorder alone: no request.
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(JSON.stringify(node.calls)).toBe(asked)

    await spr.of(scope).refetch()
    await space.of(scope).refetch()
    vi.setSystemTime(MIDNIGHT + 10_000)
    await spr.of(scope).refetch()
    node.answers.spr = () => node.down()
    vi.setSystemTime(MIDNIGHT + 20_000)
    await spr.of(scope).refetch()
    // The clock jumps back two hours: what it answers then is not kept.
    vi.setSystemTime(MIDNIGHT - 2 * HOUR)
    await spr.of(scope).refetch()
    stop()

    await vi.waitFor(async () => expect(await storedBuckets(scope.binding.key)).toHaveLength(2))
    const [before, after] = await storedBuckets(scope.binding.key)
    expect(before?.t).toBe(MIDNIGHT - MINUTE)
    expect(before?.up).toBe(1)
    expect(before?.gauges[GAUGE.quotaMax]).toMatch(/^\d+$/)
    expect(after?.t).toBe(MIDNIGHT)
    expect(after?.up).toBe(1)
    expect(after?.down).toBe(1)
    // Each minute went into its hour as it was written.
    const hours = await storedBuckets(scope.binding.key, 'h1')
    expect(hours.map((each) => [each.t, each.up, each.down])).toEqual([
      [MIDNIGHT - HOUR, 1, 0],
      [MIDNIGHT, 1, 1],
    ])
  })
})
