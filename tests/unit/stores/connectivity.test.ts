import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { allTasks, cleanStores } from 'nanostores'
import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent'
import { ok } from '../../../src/api/result.ts'
import type { NodeInfo } from '../../../src/api/node-info.ts'
import { ownConnectivity } from '../../../src/stores/node/connectivity.ts'
import { assessConnectivity, healthLevelOf } from '../../../src/stores/node/connectivity-verdict.ts'
import { forwardingAdvice, tcpListenPort } from '../../../src/stores/node/connectivity-advice.ts'
import { connectivity } from '../../../src/stores/node/connectivity-check.ts'
import { debugInfo, spr } from '../../../src/stores/node/status.ts'
import { $activeScope } from '../../../src/stores/nodes/scope.ts'
import { fakeNode, resetEnvironment, sampleDebugInfo } from './fake-environment.ts'
import { RETEST_DELAYS_MS } from '../../../src/stores/cadences.ts'

useTestStorageEngine()

const nat = (reachability: string, portMapping = 'none', relayRunning = false) => ({
  reachability,
  portMapping,
  relayRunning,
  clientMode: false,
})
const ready = <T>(data: T) => ({ state: 'ready' as const, data, stale: false, error: undefined })
const peers = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    peerId: `p${index}`,
    addresses: [],
    ip: null,
    seen: null,
    lastSeen: null,
  }))
const storageInfo = (overrides: Partial<NodeInfo> = {}) =>
  sampleDebugInfo({
    addrs: ['/ip4/84.115.20.61/tcp/8070'],
    reachability: nat('Reachable', 'upnp'),
    connections: [
      { peerId: 'a', direct: true },
      { peerId: 'b', direct: true },
      { peerId: 'c', direct: true },
    ],
    peers: peers(10),
    ...overrides,
  })
const assess = (info: NodeInfo, sprData = info.spr) =>
  assessConnectivity({
    node: 'up',
    info: ready(info),
    sprValue: ready(sprData),
    port: { state: 'checking' },
  })

describe('the connectivity check, read from what the node answers', () => {
  it('says a well connected reachable node is reachable, with a good score', () => {
    const result = assess(storageInfo())
    expect(result).toMatchObject({ state: 'reachable', score: 100, level: 'good', advice: null })
    expect(result.reasons).toContain('Reachable through a UPnP port mapping.')
  })

  it('says a node building its SPR is starting, not failing', () => {
    const result = assess(storageInfo({ spr: '' }))
    expect(result.state).toBe('starting')
    expect(result.summary).toBe('The node is starting.')
    expect(assess(storageInfo(), '').state).toBe('starting')
  })

  it('says why a node cannot be reached and to forward the TCP listen port only', () => {
    const result = assess(
      storageInfo({
        reachability: nat('NotReachable', 'none', true),
        connections: [{ peerId: 'a', direct: false }],
        peers: peers(2),
      }),
    )
    expect(result).toMatchObject({ state: 'not-reachable', level: 'poor' })
    expect(result.summary).toBe('The node cannot be reached from the internet.')
    expect(result.reasons).toContain(
      'All 1 connection go through a relay: no peer reaches it directly.',
    )
    expect(result.advice).toBe(forwardingAdvice(8070))
    expect(result.advice).toMatch(/Forward TCP port 8070/)
    expect(result.advice).toMatch(/no UDP port/)
  })

  it('uses the echo service on a node that does not know its own reachability', () => {
    const codex = sampleDebugInfo({ peers: peers(3) })
    const result = assessConnectivity({
      node: 'up',
      info: ready(codex),
      sprValue: ready(codex.spr),
      port: { state: 'unreachable', reason: 'Not existing address' },
    })
    expect(result.state).toBe('not-reachable')
    expect(result.reasons[0]).toMatch(/echo service could not reach .*Not existing address/)
  })

  it('has thresholds for each level and reads the TCP port of the listen addresses', () => {
    expect([healthLevelOf(80), healthLevelOf(79), healthLevelOf(50), healthLevelOf(49)]).toEqual([
      'good',
      'fair',
      'fair',
      'poor',
    ])
    expect(
      tcpListenPort(sampleDebugInfo({ addrs: ['/ip4/1.2.3.4/udp/9000', '/ip4/1.2.3.4/tcp/8071'] })),
    ).toBe(8071)
    expect(tcpListenPort(sampleDebugInfo({ addrs: [], announcedAddresses: [] }))).toBeNull()
  })

  it('leaves a node that does not know its reachability untested where no echo is asked', () => {
    const codex = sampleDebugInfo({ peers: peers(3) })
    const result = assessConnectivity({
      node: 'up',
      info: ready(codex),
      sprValue: ready(codex.spr),
      port: null,
    })
    expect(result).toMatchObject({ state: 'untested', score: null, advice: null })
  })

  describe('a node that announces only a local address', () => {
    const loopback = ['/ip4/127.0.0.1/tcp/8070']
    const codexOn = (announced: string[]) =>
      sampleDebugInfo({ addrs: announced, announcedAddresses: announced, peers: peers(3) })
    const closed = { state: 'unreachable', reason: undefined } as const
    /** The verdict for an up node announcing `announced`, with the echo service's `port` answer. */
    const assessAnnouncing = (announced: string[], port: typeof closed | null = closed) => {
      const info = codexOn(announced)
      return assessConnectivity({ node: 'up', info: ready(info), sprValue: ready(info.spr), port })
    }

    it('says it announces only 127.0.0.1 and what to do, never that its port is closed', () => {
      const result = assessAnnouncing(loopback)
      expect(result.state).toBe('local-only')
      expect(result.summary).toBe(
        'The node announces only 127.0.0.1, an address of this computer: nodes on the internet cannot reach it.',
      )
      expect(result.reasons).toContain('It announces /ip4/127.0.0.1/tcp/8070.')
      expect(result.reasons.join(' ')).not.toMatch(/echo service|closed/)
      expect(result.advice).toMatch(/--listen-addrs=\/ip4\/0\.0\.0\.0\/tcp\/8070/)
      expect(result.advice).toMatch(/--nat=extip:<your public IP>/)
      expect(result.advice).toMatch(/forward TCP port 8070/)
    })

    it('knows it without an echo service (the home card), where others stay untested', () => {
      const result = assessAnnouncing(loopback, null)
      expect(result.state).toBe('local-only')
    })

    it('names a private address as one of the local network', () => {
      const result = assessAnnouncing(['/ip4/192.168.1.20/tcp/8070', '/ip6/fe80::1/tcp/8070'])
      expect(result.state).toBe('local-only')
      expect(result.summary).toMatch(/only 192\.168\.1\.20, an address of your local network/)
      expect(result.advice).not.toMatch(/--listen-addrs/)
    })

    it('is not local-only once any announced address is public, or the node says it is reached', () => {
      const mixed = codexOn(['/ip4/127.0.0.1/tcp/8070', '/ip4/84.115.20.61/tcp/8070'])
      expect(
        assessConnectivity({
          node: 'up',
          info: ready(mixed),
          sprValue: ready(mixed.spr),
          port: { state: 'reachable' },
        }).state,
      ).toBe('reachable')
      expect(assess(storageInfo({ addrs: ['/ip4/192.168.1.20/tcp/8070'] })).state).toBe('reachable')
      const storageLocal = storageInfo({
        addrs: ['/ip4/192.168.1.20/tcp/8070'],
        announcedAddresses: ['/ip4/192.168.1.20/tcp/8070'],
        reachability: nat('NotReachable'),
      })
      expect(assess(storageLocal).state).toBe('local-only')
    })
  })

  it('says a node that does not answer cannot be checked', () => {
    const down = assessConnectivity({
      node: 'down',
      info: { state: 'loading' },
      sprValue: { state: 'loading' },
      port: { state: 'checking' },
    })
    expect(down.state).toBe('checking')
  })
})

describe('connectivity.of(scope): re-tests with back-off and clears by itself', () => {
  beforeEach(() => {
    cleanTestStorage()
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  })
  afterEach(() => {
    const scope = $activeScope.get()
    cleanStores(
      connectivity.of(scope),
      ownConnectivity.of(scope),
      debugInfo.of(scope),
      spr.of(scope),
    )
    vi.useRealTimers()
    resetEnvironment()
  })

  it('asks again after 5 s, then 10 s, and clears the warning once the node is reachable', async () => {
    const node = fakeNode()
    let reachability = 'NotReachable'
    node.answers.debugInfo = () => ok(storageInfo({ reachability: nat(reachability) }))
    const $connectivity = connectivity.of($activeScope.get())
    const unbind = $connectivity.listen(() => {})
    await allTasks()
    await allTasks()
    expect($connectivity.get().state).toBe('not-reachable')
    const since = $connectivity.get().since
    const asked = () => node.calls.debugInfo
    const first = asked()
    await vi.advanceTimersByTimeAsync(RETEST_DELAYS_MS[0])
    await allTasks()
    expect(asked()).toBe(first + 1)
    expect($connectivity.get()).toMatchObject({ state: 'not-reachable', since })
    await vi.advanceTimersByTimeAsync(RETEST_DELAYS_MS[0])
    expect(asked()).toBe(first + 1)
    reachability = 'Reachable'
    await vi.advanceTimersByTimeAsync(RETEST_DELAYS_MS[1] - RETEST_DELAYS_MS[0])
    await allTasks()
    expect(asked()).toBe(first + 2)
    expect($connectivity.get()).toMatchObject({ state: 'reachable', advice: null })
    await vi.advanceTimersByTimeAsync(RETEST_DELAYS_MS[5] * 2)
    expect(asked()).toBe(first + 2)
    unbind()
  })
})
