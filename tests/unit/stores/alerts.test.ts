import {
  cleanTestStorage,
  getTestStorage,
  setTestStorageKey,
  useTestStorageEngine,
} from '@nanostores/persistent'
import { cleanStores } from 'nanostores'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fail, ok } from '../../../src/api/result.ts'
import { toRequestId } from '../../../src/api/request-id.ts'
import { resetEnvironment } from '../../../src/stores/page/environment.ts'
import {
  useTestEnvironment,
  type TestEnvironment,
} from '../../../src/stores/page/test-environment.ts'
import { $alertNotifications, $alertThresholds } from '../../../src/stores/page/alert-settings.ts'
import { DEFAULT_THRESHOLDS } from '../../../src/monitoring/thresholds.ts'
import { $inbox, judgedAlerts } from '../../../src/stores/node/alerts/engine.ts'
import {
  dismissAlert,
  muteRule,
  unmuteRule,
} from '../../../src/stores/node/alerts/alert-actions.ts'
import { followTransitions } from '../../../src/stores/node/alerts/alert-transitions.ts'
import { nodeAlerts } from '../../../src/stores/node/alerts/stored-alerts.ts'
import { $alertCount } from '../../../src/stores/node/alerts/summary.ts'
import type { AlertEventDetail } from '../../../src/stores/node/alerts/alert-event.ts'
import { networkDownloads } from '../../../src/stores/node/network-download-list.ts'
import { availabilitiesQuery } from '../../../src/stores/node/availabilities.ts'
import { reservationsQuery } from '../../../src/stores/node/availability-reservations.ts'
import { localNetworkBlocked } from '../../../src/stores/node/local-network.ts'
import { portForwarding } from '../../../src/stores/node/port-forwarding.ts'
import { nodeProfile } from '../../../src/stores/node/profile.ts'
import { purchasesQuery } from '../../../src/stores/node/purchases.ts'
import { recordPurchaseTime } from '../../../src/stores/node/purchase-times.ts'
import { space } from '../../../src/stores/node/space.ts'
import { debugInfo, marketplace, spr } from '../../../src/stores/node/status.ts'
import { $activeScope, type NodeScope } from '../../../src/stores/nodes/scope.ts'
import { addNode, removeNode } from '../../../src/stores/nodes/list.ts'
import { createFakeNode, PROFILES, sampleDebugInfo } from '../../support/fake-node.ts'
import { forgetEveryNode } from './node-reset.ts'
import type { DataItem } from '../../../src/api/schemas/data.ts'
import { RESOLVE_AFTER_MS } from '../../../src/stores/cadences.ts'

useTestStorageEngine()

const SECOND = 1000
const MINUTE = 60 * SECOND

describe('alerts', () => {
  let node: ReturnType<typeof createFakeNode>
  let test: TestEnvironment
  let clock: number
  let scope: NodeScope
  let stopAlerts: () => void
  let stopCounting: () => void

  beforeEach(() => {
    forgetEveryNode()
    clock = Date.UTC(2026, 10, 26, 12)
    node = createFakeNode()
    node.state.profile = PROFILES.codex025
    test = useTestEnvironment(node.client, { now: () => clock })
    scope = $activeScope.get()
    $alertThresholds.set(DEFAULT_THRESHOLDS)
    $alertNotifications.set(false)
    stopAlerts = $inbox.listen(() => {})
    // As the bell does: the kept counts at once, counted from the stored alerts once idle.
    stopCounting = $alertCount.listen(() => {})
  })

  afterEach(() => {
    stopAlerts()
    stopCounting()
    cleanStores($inbox, judgedAlerts.of(scope), $alertCount)
    networkDownloads.of(scope).set({})
    resetEnvironment()
    cleanTestStorage()
  })

  /** One poll of the views: the queries the page shows answer, the engine hears them. */
  async function poll(...queries: { refetch(): Promise<void> }[]) {
    for (const query of queries.length ? queries : [spr.of(scope)]) await query.refetch()
  }

  async function pollAll() {
    await poll(
      nodeProfile.of(scope),
      spr.of(scope),
      marketplace.of(scope),
      debugInfo.of(scope),
      space.of(scope),
    )
  }

  async function after(ms: number, ...queries: { refetch(): Promise<void> }[]) {
    clock += ms
    await poll(...queries)
  }

  const alertsOf = (rule: string) =>
    nodeAlerts
      .of(scope)
      .get()
      .filter((alert) => alert.rule === rule)

  describe('node not answering', () => {
    it('opens after a minute, once while it lasts, and resolves with its duration', async () => {
      await pollAll()
      node.state.up = false
      await after(0)
      await after(30 * SECOND)
      expect(alertsOf('node-unreachable')).toEqual([])
      await after(31 * SECOND)
      expect(alertsOf('node-unreachable')).toHaveLength(1)
      const [open] = alertsOf('node-unreachable')
      expect(open).toMatchObject({
        severity: 'critical',
        resolvedAt: null,
        startedAt: clock - 61 * SECOND,
      })
      for (let step = 0; step < 10; step += 1) await after(5 * SECOND)
      expect(alertsOf('node-unreachable')).toHaveLength(1)
      await vi.waitFor(() => expect($alertCount.get()).toEqual({ open: 1, level: 'critical' }))

      node.state.up = true
      await after(5 * SECOND)
      // Resolved once it stays clear on fresh answers, dated from the first of them.
      expect(alertsOf('node-unreachable')[0]!.resolvedAt).toBeNull()
      await after(RESOLVE_AFTER_MS)
      const [resolved] = alertsOf('node-unreachable')
      expect(resolved!.resolvedAt! - resolved!.startedAt).toBe(116 * SECOND)
      expect($alertCount.get().open).toBe(0)
      expect($inbox.get().map((entry) => entry.alert.rule)).toContain('node-unreachable')
    })

    it('does not open a new alert for a node that flaps within a minute', async () => {
      await pollAll()
      node.state.up = false
      await after(0)
      await after(61 * SECOND)
      for (let flap = 0; flap < 5; flap += 1) {
        node.state.up = true
        await after(10 * SECOND)
        node.state.up = false
        await after(10 * SECOND)
      }
      expect(alertsOf('node-unreachable')).toHaveLength(1)
      expect(alertsOf('node-unreachable')[0]!.resolvedAt).toBeNull()
    })

    it('does not open for a node down less than a minute', async () => {
      await pollAll()
      node.state.up = false
      await after(0)
      await after(50 * SECOND)
      node.state.up = true
      await after(5 * SECOND)
      node.state.up = false
      await after(50 * SECOND)
      expect(alertsOf('node-unreachable')).toEqual([])
    })

    it('says when the node refuses the password, at once', async () => {
      node.answers.spr = () => fail('The node refused the password', { code: 401 })
      await after(0)
      expect(alertsOf('password-refused')).toHaveLength(1)
      expect(alertsOf('node-unreachable')).toEqual([])
    })

    it('says when the browser blocks the page from the node', async () => {
      test.page.origin = 'https://vault.example.org'
      const stop = localNetworkBlocked.of(scope).listen(() => {})
      node.state.up = false
      await after(0)
      await new Promise((resolve) => setTimeout(resolve, 10))
      await after(0)
      expect(alertsOf('browser-blocked')).toHaveLength(1)
      expect(alertsOf('node-unreachable')).toEqual([])
      stop()
    })
  })

  describe('disk', () => {
    const use = (percent: number) => {
      node.state.space = {
        ...node.state.space,
        quotaUsedBytes: (node.state.space.quotaMaxBytes * BigInt(percent)) / 100n,
      }
    }

    it('warns from 90 %, turns critical from 95 % in the same alert, resolves below', async () => {
      await pollAll()
      use(89)
      await after(0, space.of(scope))
      expect(alertsOf('disk-full')).toEqual([])
      use(91)
      await after(0, space.of(scope))
      expect(alertsOf('disk-full')).toMatchObject([
        { severity: 'warning', title: 'Disk 91 % full' },
      ])
      use(96)
      await after(SECOND, space.of(scope))
      expect(alertsOf('disk-full')).toMatchObject([
        { severity: 'critical', title: 'Disk 96 % full' },
      ])
      use(50)
      await after(SECOND, space.of(scope))
      const cleared = clock
      await after(RESOLVE_AFTER_MS, space.of(scope))
      expect(alertsOf('disk-full')[0]!.resolvedAt).toBe(cleared)
    })

    it('follows the thresholds set in Settings', async () => {
      $alertThresholds.set({
        ...DEFAULT_THRESHOLDS,
        quotaWarningPercent: 50,
        quotaCriticalPercent: 80,
      })
      await pollAll()
      use(60)
      await after(0, space.of(scope))
      expect(alertsOf('disk-full')).toMatchObject([{ severity: 'warning' }])
    })
  })

  describe('network', () => {
    it('opens after five minutes not reachable from the internet', async () => {
      node.answers.debugInfo = () =>
        ok(
          sampleDebugInfo({
            peers: [{ peerId: 'p', addresses: [], ip: null, seen: true, lastSeen: null }],
            reachability: {
              reachability: 'NotReachable',
              portMapping: 'none',
              relayRunning: false,
              clientMode: false,
            },
          }),
        )
      await pollAll()
      await after(4 * MINUTE, debugInfo.of(scope))
      expect(alertsOf('internet-unreachable')).toEqual([])
      await after(MINUTE, debugInfo.of(scope))
      expect(alertsOf('internet-unreachable')).toHaveLength(1)
      node.answers.debugInfo = () =>
        ok(
          sampleDebugInfo({
            peers: [{ peerId: 'p', addresses: [], ip: null, seen: true, lastSeen: null }],
            reachability: {
              reachability: 'Reachable',
              portMapping: 'none',
              relayRunning: false,
              clientMode: false,
            },
          }),
        )
      await after(SECOND, debugInfo.of(scope))
      const cleared = clock
      await after(RESOLVE_AFTER_MS, debugInfo.of(scope))
      expect(alertsOf('internet-unreachable')[0]!.resolvedAt).toBe(cleared)
    })

    it("opens after five minutes of the port check finding a Codex node's port closed", async () => {
      // What the health check's port check last found while shown (the echo service's answer).
      const $port = portForwarding.of(scope)
      await pollAll()
      $port.set({ state: 'unreachable', reason: undefined })
      await after(4 * MINUTE, debugInfo.of(scope))
      expect(alertsOf('internet-unreachable')).toEqual([])
      await after(MINUTE, debugInfo.of(scope))
      expect(alertsOf('internet-unreachable')).toMatchObject([
        { title: 'Not reachable from the internet' },
      ])
      clock += SECOND
      $port.set({ state: 'reachable' })
      const cleared = clock
      await after(RESOLVE_AFTER_MS, debugInfo.of(scope))
      expect(alertsOf('internet-unreachable')[0]!.resolvedAt).toBe(cleared)
    })

    it('says a Codex node that announces only 127.0.0.1 does so, as a notice, without any port check', async () => {
      const loopback = ['/ip4/127.0.0.1/tcp/8070']
      node.answers.debugInfo = () =>
        ok(sampleDebugInfo({ addrs: loopback, announcedAddresses: loopback }))
      await pollAll()
      await after(5 * MINUTE, debugInfo.of(scope))
      expect(alertsOf('internet-unreachable')).toMatchObject([
        { title: 'Announces only a local address (127.0.0.1)', severity: 'notice' },
      ])
      expect(portForwarding.of(scope).value).toEqual({ state: 'checking' })
    })

    it('says a node that announces only a private address does so, as a warning', async () => {
      node.answers.debugInfo = () =>
        ok(sampleDebugInfo({ announcedAddresses: ['/ip4/192.168.1.20/tcp/8070'] }))
      await pollAll()
      await after(5 * MINUTE, debugInfo.of(scope))
      expect(alertsOf('internet-unreachable')).toMatchObject([
        { title: 'Announces only a local address (192.168.1.20)', severity: 'warning' },
      ])
    })

    it('opens after five minutes without peers', async () => {
      await pollAll()
      await after(5 * MINUTE, debugInfo.of(scope))
      expect(alertsOf('no-peers')).toHaveLength(1)
      await after(5 * MINUTE, debugInfo.of(scope))
      expect(alertsOf('no-peers')).toHaveLength(1)
    })

    it('opens after five minutes of the peer record not ready (the client reads /spr 500 as ""); the node is up', async () => {
      node.answers.spr = () => ok('')
      await pollAll()
      await after(4 * MINUTE)
      expect(alertsOf('peer-record-not-ready')).toEqual([])
      await after(MINUTE)
      expect(alertsOf('peer-record-not-ready')).toHaveLength(1)
      expect(alertsOf('node-unreachable')).toEqual([])
      node.answers.spr = () => ok('spr:abc')
      await after(SECOND)
      await after(RESOLVE_AFTER_MS)
      expect(alertsOf('peer-record-not-ready')[0]!.resolvedAt).not.toBeNull()
    })
  })

  describe('network downloads', () => {
    const item = {
      cid: 'zCid',
      manifest: {
        treeCid: 't',
        datasetSize: 10n,
        blockSize: 1n,
        filename: 'a.txt',
        mimetype: 'text/plain',
        protected: false,
      },
    } as DataItem
    const running = (blocksReceived: number) =>
      networkDownloads.of(scope).set({
        zCid: {
          state: 'running',
          item,
          name: 'a.txt',
          totalBytes: 10n,
          blocksReceived,
          blocksTotal: 10,
          bytes: BigInt(blocksReceived),
          speed: null,
          secondsLeft: null,
          stale: false,
          cancelling: false,
          problem: null,
          downloadId: 'download-1',
          transport: 'direct',
          startedAt: 0,
          progressedAt: clock,
        },
      })

    it('opens when one has not progressed for two minutes, not while it moves', async () => {
      await pollAll()
      for (let blocks = 1; blocks < 6; blocks += 1) {
        clock += MINUTE
        running(blocks)
      }
      expect(alertsOf('download-stalled')).toEqual([])
      await after(MINUTE)
      expect(alertsOf('download-stalled')).toEqual([])
      await after(MINUTE)
      expect(alertsOf('download-stalled')).toMatchObject([
        { title: 'Network download of a.txt stalled' },
      ])
      running(6)
      const cleared = clock
      await after(RESOLVE_AFTER_MS)
      expect(alertsOf('download-stalled')[0]!.resolvedAt).toBe(cleared)
    })

    it('opens when one failed, and not when the user cancelled it', async () => {
      await pollAll()
      networkDownloads.of(scope).set({
        zCid: { state: 'failed', message: 'The download has been cancelled' },
      })
      expect(alertsOf('download-failed')).toEqual([])
      networkDownloads.of(scope).set({
        zCid: {
          state: 'failed',
          message: 'Lost contact with the node during the download',
        },
      })
      expect(alertsOf('download-failed')).toHaveLength(1)
    })
  })

  describe('marketplace', () => {
    const request = (duration: bigint) => ({
      id: toRequestId('ab'.repeat(32)),
      ask: { slots: 3, slotSize: 1n, duration, proofProbability: 1n, pricePerBytePerSecond: 1n },
      content: { cid: 'zCid' },
      expiry: 60n,
    })

    it('opens for a purchase that failed, errored or was cancelled', async () => {
      for (const state of ['failed', 'errored', 'cancelled']) {
        node.state.purchases = [
          { requestId: toRequestId('ab'.repeat(32)), state, error: 'boom', request: request(10n) },
        ]
        await pollAll()
        await after(0, purchasesQuery.of(scope))
        expect(alertsOf('purchase-failed')).toHaveLength(1)
        node.state.purchases = []
        await after(2 * MINUTE, purchasesQuery.of(scope))
      }
    })

    it('opens for a purchase ending within 24 hours', async () => {
      recordPurchaseTime(scope, toRequestId('ab'.repeat(32)), clock / 1000)
      node.state.purchases = [
        {
          requestId: toRequestId('ab'.repeat(32)),
          state: 'started',
          error: null,
          request: request(48n * 3600n),
        },
      ]
      await pollAll()
      await after(0, purchasesQuery.of(scope))
      expect(alertsOf('purchase-ending')).toEqual([])
      await after(25 * 3600 * SECOND, purchasesQuery.of(scope))
      expect(alertsOf('purchase-ending')).toHaveLength(1)
    })

    it('opens for a hosted slot ending within 24 hours and an availability with no free space', async () => {
      const availability = {
        id: 'av1',
        totalSize: 10n,
        freeSize: 0n,
        duration: 1n,
        minPricePerBytePerSecond: 1n,
        totalCollateral: 1n,
        totalRemainingCollateral: 1n,
      }
      node.state.availabilities = [availability]
      node.state.reservations = {
        av1: ok([
          {
            id: 'res1',
            availabilityId: 'av1',
            size: 1n,
            requestId: toRequestId('cd'.repeat(32)),
            slotIndex: 0,
            validUntil: BigInt(clock / 1000 + 3600),
          },
        ]),
      }
      await pollAll()
      await poll(availabilitiesQuery.of(scope), reservationsQuery.of(scope))
      expect(alertsOf('availability-full')).toHaveLength(1)
      expect(alertsOf('slot-ending')).toHaveLength(1)
    })

    it('opens when a marketplace seen working goes off, not for one never on', async () => {
      node.state.marketplace = false
      await pollAll()
      expect(alertsOf('marketplace-off')).toEqual([])
      node.state.marketplace = true
      await after(0, marketplace.of(scope))
      node.state.marketplace = false
      await after(0, marketplace.of(scope))
      await after(30 * SECOND, marketplace.of(scope))
      expect(alertsOf('marketplace-off')).toEqual([])
      await after(31 * SECOND, marketplace.of(scope))
      expect(alertsOf('marketplace-off')).toHaveLength(1)
    })
  })

  it('gives a notice (not a warning) for an older release of the node’s line', async () => {
    node.state.profile = PROFILES.codex020
    await pollAll()
    expect(alertsOf('older-release')).toMatchObject([
      { severity: 'notice', title: 'Codex 0.2.0 is older than Codex 0.2.5' },
    ])
    node.state.profile = PROFILES.storage
    await after(0, nodeProfile.of(scope))
    await after(RESOLVE_AFTER_MS, nodeProfile.of(scope))
    expect(alertsOf('older-release')[0]!.resolvedAt).not.toBeNull()
  })

  describe('the inbox', () => {
    async function nodeDownForAMinute() {
      await pollAll()
      node.state.up = false
      await after(0)
      await after(61 * SECOND)
    }

    it('keeps a dismissed alert hidden while its condition lasts, in the browser', async () => {
      await nodeDownForAMinute()
      await vi.waitFor(() => expect($alertCount.get().open).toBe(1))
      const [alert] = alertsOf('node-unreachable')
      dismissAlert(scope, alert!.id)
      await after(5 * SECOND)
      expect($inbox.get()).toEqual([])
      expect($alertCount.get().open).toBe(0)
      expect(alertsOf('node-unreachable')).toHaveLength(1)
      const stored = JSON.parse(getTestStorage()[`codex-alerts@${scope.binding.key}`] ?? 'null')
      expect(stored[0].dismissed).toBe(true)
    })

    it('mutes a rule for one node until it is unmuted, in the browser', async () => {
      await nodeDownForAMinute()
      muteRule(scope, 'node-unreachable')
      await after(5 * MINUTE)
      expect($inbox.get()).toEqual([])
      expect(getTestStorage()[`codex-alert-mutes@${scope.binding.key}`] ?? null).toBe(
        '["node-unreachable"]',
      )
      unmuteRule(scope, 'node-unreachable')
      await after(5 * SECOND)
      await after(61 * SECOND)
      expect($inbox.get().filter((entry) => entry.alert.resolvedAt === null)).toHaveLength(1)
    })

    it('reads corrupt stored alerts as none', async () => {
      stopAlerts()
      for (const garbage of ['{', '42', '[{"id":1}]', '[{"id":"a","rule":"nope"}]', 'null']) {
        setTestStorageKey(`codex-alerts@${scope.binding.key}`, garbage)
        setTestStorageKey(`codex-alert-mutes@${scope.binding.key}`, garbage)
        expect(nodeAlerts.of(scope).get()).toEqual([])
      }
    })

    it('names the node each alert is about, and forgets a removed node’s alerts', async () => {
      const added = addNode(
        { name: 'Attic', url: 'http://attic:8080', username: '', password: '' },
        { activate: true },
      )
      if (!added.ok) throw new Error('not added')
      scope = $activeScope.get()
      await nodeDownForAMinute()
      expect($inbox.get().map((entry) => entry.node)).toEqual(['Attic'])
      removeNode(added.id)
      expect(getTestStorage()[`codex-alerts@${added.id}`] ?? null).toBeNull()
      expect($inbox.get().filter((entry) => entry.node === 'Attic')).toEqual([])
    })

    it('tells its listeners when an alert opens and resolves', async () => {
      const told: AlertEventDetail[] = []
      const stop = followTransitions((detail) => told.push(detail))
      await nodeDownForAMinute()
      node.state.up = true
      await after(SECOND)
      await after(RESOLVE_AFTER_MS)
      stop()
      expect(told.map((detail) => [detail.state, detail.rule])).toEqual([
        ['open', 'node-unreachable'],
        ['resolved', 'node-unreachable'],
      ])
      expect(told[0]!.node.key).toBe(scope.binding.key)
    })
  })

  describe('browser notifications', () => {
    async function diskCritical() {
      await pollAll()
      node.state.space = { ...node.state.space, quotaUsedBytes: node.state.space.quotaMaxBytes }
      await after(0, space.of(scope))
    }

    it('are shown for a warning or critical alert while the page is in the background', async () => {
      $alertNotifications.set(true)
      test.notifications.permission = 'granted'
      test.page.focused = false
      await diskCritical()
      expect(test.notifications.shown).toEqual([
        {
          title: 'Critical: Disk 100 % full',
          body: expect.stringContaining('what to do'),
        },
      ])
    })

    it('are never shown when denied, off, or while the page is in front', async () => {
      $alertNotifications.set(true)
      test.notifications.permission = 'denied'
      test.page.focused = false
      await diskCritical()
      test.notifications.permission = 'granted'
      test.page.focused = true
      node.state.space = { ...node.state.space, quotaUsedBytes: 0n }
      await after(2 * MINUTE, space.of(scope))
      node.state.space = { ...node.state.space, quotaUsedBytes: node.state.space.quotaMaxBytes }
      await after(0, space.of(scope))
      expect(test.notifications.shown).toEqual([])
    })
  })
})
