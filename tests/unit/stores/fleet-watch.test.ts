import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useTestStorageEngine } from '@nanostores/persistent'
import { resetEnvironment } from './fake-environment.ts'
import { fakeNodesByUrl } from './fake-nodes-by-url.ts'
import { forgetEveryNode } from './node-reset.ts'
import { HIDDEN_FACTS_MS } from '../../../src/stores/cadences.ts'

useTestStorageEngine()

const { addNode } = await import('../../../src/stores/nodes/list.ts')
const { $fleetWatch } = await import('../../../src/stores/nodes/fleet-watch.ts')
const { setEnvironment } = await import('../../../src/stores/page/environment.ts')
const { LEAD_LOCK } = await import('../../../src/stores/page/tab-lead.ts')
const { fleetRow } = await import('../../../src/stores/nodes/fleet.ts')
const { files } = await import('../../../src/stores/node/file-list.ts')

const HOME = 'http://10.0.0.1:8080'
const OTHER = 'http://10.0.0.2:8080'

/** Two nodes in the list, Home active; the watch listened to, with nothing else shown. */
function twoNodes() {
  const fake = fakeNodesByUrl()
  addNode({ name: 'Home', url: HOME }, { activate: true })
  addNode({ name: 'Other', url: OTHER })
  return fake
}

/** A visible tab elsewhere holds the lead (a lease it keeps renewing). */
function anotherTabLeads() {
  const leases = new Map<string, string>([
    [LEAD_LOCK, JSON.stringify({ owner: 'another tab', until: Date.now() + 1e9, visible: true })],
  ])
  setEnvironment({
    tabStorage: () => ({
      getItem: (key) => leases.get(key) ?? null,
      setItem: (key, value) => void leases.set(key, value),
      removeItem: (key) => void leases.delete(key),
    }),
  })
}

describe('the fleet watch', () => {
  beforeEach(() => {
    forgetEveryNode()
    vi.useFakeTimers()
  })
  afterEach(async () => {
    // Stores unmount a moment after their last listener leaves (the watch, then the election).
    await vi.advanceTimersByTimeAsync(5000)
    vi.useRealTimers()
    forgetEveryNode()
    resetEnvironment()
  })

  it("asks the active node's status as today, the others' every 30 s, every space and peers every 50 s, files every 5 min", async () => {
    const { nodeAt } = twoNodes()
    const stop = $fleetWatch.listen(() => {})
    await vi.advanceTimersByTimeAsync(0)
    expect($fleetWatch.get().map(({ scope, active }) => [scope.binding.url, active])).toEqual([
      [HOME, true],
      [OTHER, false],
    ])
    const [home, other] = [nodeAt(HOME), nodeAt(OTHER)]
    expect([home.counts.spr, home.counts.space, other.counts.spr]).toEqual([1, 1, 1])
    await vi.advanceTimersByTimeAsync(60_000)
    expect(home.counts.spr).toBe(13)
    expect(home.counts.marketplaceStatus).toBe(13)
    expect(home.counts.space).toBe(2)
    expect(home.counts.debugInfo).toBe(2)
    expect(other.counts.spr).toBe(3)
    expect(other.counts.space).toBe(2)
    expect(other.counts.debugInfo).toBe(2)
    expect(home.calls.filter((call) => call === 'files')).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(4 * 60_000)
    expect(home.calls.filter((call) => call === 'files')).toHaveLength(2)
    expect(other.calls.filter((call) => call === 'files')).toHaveLength(2)
    stop()
    await vi.advanceTimersByTimeAsync(60_000)
    expect(home.counts.spr).toBe(61)
  })

  it("asks the other node's status every 30 s while its Nodes row shows, the active one's as today", async () => {
    const { nodeAt } = twoNodes()
    const stopWatch = $fleetWatch.listen(() => {})
    await vi.advanceTimersByTimeAsync(0)
    const stops = $fleetWatch.get().map(({ scope }) => fleetRow.of(scope).listen(() => {}))
    const [home, other] = [nodeAt(HOME), nodeAt(OTHER)]
    const before = [home.counts.spr, other.counts.spr, other.counts.marketplaceStatus]
    await vi.advanceTimersByTimeAsync(60_000)
    expect(home.counts.spr - before[0]!).toBe(12)
    expect([other.counts.spr - before[1]!, other.counts.marketplaceStatus - before[2]!]).toEqual([
      2, 2,
    ])
    for (const stop of [...stops, stopWatch]) stop()
  })

  it('keeps the leading tab asking every node at the hidden cadence while its page is hidden', async () => {
    const { nodeAt, environment } = twoNodes()
    const stop = $fleetWatch.listen(() => {})
    await vi.advanceTimersByTimeAsync(1000)
    environment.firePage('hidden')
    const [home, other] = [nodeAt(HOME), nodeAt(OTHER)]
    const before = [home.counts.spr, home.counts.space, other.counts.spr]
    await vi.advanceTimersByTimeAsync(3 * HIDDEN_FACTS_MS)
    expect([home.counts.spr, home.counts.space, other.counts.spr]).toEqual(
      before.map((count) => count + 3),
    )
    stop()
  })

  it("asks no node's file list from a tab that does not lead, unless it shows the list", async () => {
    const { nodeAt } = twoNodes()
    anotherTabLeads()
    const stop = $fleetWatch.listen(() => {})
    await vi.advanceTimersByTimeAsync(1000)
    const [home, other] = [nodeAt(HOME), nodeAt(OTHER)]
    const listsAsked = () =>
      [home, other].map((node) => node.calls.filter((call) => call === 'files').length)
    // 24 MB at 100,000 files: the leading tab's watch asks it, the others ask nothing.
    await vi.advanceTimersByTimeAsync(20 * 60_000)
    expect(listsAsked()).toEqual([0, 0])
    expect(home.counts.spr).toBeGreaterThan(0)
    // The Files view shown here asks its node's list, and again at the list's own cadence.
    const homeScope = $fleetWatch.get()[0]!.scope
    const stopView = files.of(homeScope).listen(() => {})
    await vi.advanceTimersByTimeAsync(1000)
    expect(listsAsked()).toEqual([1, 0])
    await vi.advanceTimersByTimeAsync(10 * 60_000)
    expect(listsAsked()).toEqual([3, 0])
    stopView()
    await vi.advanceTimersByTimeAsync(10 * 60_000)
    expect(listsAsked()).toEqual([3, 0])
    stop()
  })

  it('asks nothing from a hidden tab that does not lead', async () => {
    const { nodeAt, environment } = twoNodes()
    anotherTabLeads()
    const stop = $fleetWatch.listen(() => {})
    await vi.advanceTimersByTimeAsync(1000)
    environment.firePage('hidden')
    const home = nodeAt(HOME)
    const before = home.counts.spr + home.counts.space + home.counts.debugInfo
    await vi.advanceTimersByTimeAsync(5 * HIDDEN_FACTS_MS)
    expect(home.counts.spr + home.counts.space + home.counts.debugInfo).toBe(before)
    expect(before).toBeGreaterThan(0)
    stop()
  })
})
