// Two tabs of one browser, each its own copy of the stores, sharing its IndexedDB and the tabs'
// one channel: BroadcastChannel, or where there is none the storage event.
import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useTestStorageEngine } from '@nanostores/persistent'
import type { Environment } from '../../../src/stores/page/environment.ts'
import type { AlertEventDetail } from '../../../src/stores/node/alerts/alert-event.ts'
import { createFakeNode } from '../../support/fake-node.ts'
import { fakeChannels, fakeTabStorage } from './fake-tabs.ts'

useTestStorageEngine()

const NODE_URL = 'http://127.0.0.1:8080'

/** A tab: the stores loaded anew, bound to this browser's IndexedDB and what `tabs` shares. */
async function openTab(tabs: Partial<Environment>) {
  vi.resetModules()
  const { useTestEnvironment } = await import('../../../src/stores/page/test-environment.ts')
  const { bindingFor, scopeFor } = await import('../../../src/stores/nodes/scope.ts')
  const { markHistoryWritten } = await import('../../../src/stores/history/history-revision.ts')
  const { historyOfNode } = await import('../../../src/stores/history/node-history.ts')
  const history = await import('../../../src/stores/history/history-db.ts')
  const { bucketStart, emptyBucket, MINUTE } =
    await import('../../../src/stores/history/buckets.ts')
  const transitions = await import('../../../src/stores/node/alerts/alert-transitions.ts')
  useTestEnvironment(createFakeNode().client, { indexedDb: () => indexedDB, ...tabs })
  const scope = scopeFor(bindingFor(NODE_URL))
  return {
    scope,
    history,
    historyOfNode,
    transitions,
    /** What the leading tab's recorder does: ten minutes written, then the revision moved. */
    async record() {
      const db = await history.openHistory()
      const key = scope.binding.key
      await history.addSeries(db, { node: key, series: 'codex@1', line: 'codex', since: 1 })
      const now = Date.now()
      await history.addBuckets(
        db,
        Array.from({ length: 10 }, (_, index) => ({
          ...emptyBucket(key, 'codex@1', 'm1', bucketStart(now - (index + 1) * MINUTE, 'm1')),
          heard: 4,
          up: 4,
        })),
      )
      markHistoryWritten(scope)
    },
  }
}

const browsers: [string, () => () => Partial<Environment>][] = [
  [
    'over BroadcastChannel',
    () => {
      const tabChannel = fakeChannels()
      return () => ({ tabChannel })
    },
  ],
  [
    'over the storage event, where there is no BroadcastChannel',
    () => {
      const storage = fakeTabStorage()
      return () => ({ tabChannel: () => null, ...storage() })
    },
  ],
]

const opened: AlertEventDetail = {
  state: 'open',
  id: 'node-1/node-unreachable',
  rule: 'node-unreachable',
  severity: 'critical',
  title: 'Node not answering',
  node: { key: 'node-1', name: 'Home node', url: NODE_URL },
  startedAt: 1_000,
  resolvedAt: null,
}

describe.each(browsers)("the tabs' one channel, %s", (_, browser) => {
  afterEach(async () => {
    const { history } = await openTab({})
    await history.clearAllHistory(await history.openHistory())
    vi.resetModules()
  })

  it("a history write in the leading tab makes another tab's view of it read again", async () => {
    const tab = browser()
    const leader = await openTab(tab())
    const other = await openTab(tab())
    const $shown = other.historyOfNode.of(other.scope)
    const stop = $shown.listen(() => {})
    const watched = () => {
      const state = $shown.get()
      return state.state === 'ready' ? state.history.watched : null
    }
    await vi.waitFor(() => expect(watched()).toBe(0))

    await leader.record()
    await vi.waitFor(() => expect(watched()).toBeGreaterThan(0))
    stop()
  })

  it('an alert transition in one tab reaches the other, where it is told once', async () => {
    const tab = browser()
    const first = await openTab(tab())
    const second = await openTab(tab())
    const told: string[] = []
    const stop = second.transitions.followTransitions((detail) =>
      told.push(`${detail.state} ${detail.rule}`),
    )

    first.transitions.recordTransitions([opened])
    expect(second.transitions.$alertTransitions.get()).toMatchObject([
      { detail: opened, here: false },
    ])
    // The second tab judged the node before the first one's write reached it: the same opening.
    second.transitions.recordTransitions([{ ...opened, startedAt: 1_005 }])
    second.transitions.recordTransitions([{ ...opened, state: 'resolved', resolvedAt: 9_000 }])
    expect(told).toEqual(['resolved node-unreachable'])
    stop()
  })
})
