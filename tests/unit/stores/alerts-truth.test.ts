// Alerts that tell the truth: facts not known hold an alert as it is, one alert per node, rule and
// subject across reloads and tabs, one event per transition from the tab that made it, and one
// notification per opening, from the leading tab.
import { cleanTestStorage, setTestStorageKey, useTestStorageEngine } from '@nanostores/persistent'
import { cleanStores } from 'nanostores'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fail } from '../../../src/api/result.ts'
import type { AlertEventDetail } from '../../../src/stores/node/alerts/alert-event.ts'
import { followTransitions } from '../../../src/stores/node/alerts/alert-transitions.ts'
import { $inbox, judgedAlerts } from '../../../src/stores/node/alerts/engine.ts'
import { judgeAlerts, newTracking } from '../../../src/stores/node/alerts/judge.ts'
import {
  alertId,
  nodeAlerts,
  type StoredAlert,
} from '../../../src/stores/node/alerts/stored-alerts.ts'
import { $alertCount } from '../../../src/stores/node/alerts/summary.ts'
import { space } from '../../../src/stores/node/space.ts'
import { nodeProfile } from '../../../src/stores/node/profile.ts'
import { marketplace, spr } from '../../../src/stores/node/status.ts'
import { $activeScope, type NodeScope } from '../../../src/stores/nodes/scope.ts'
import { forgetStoredNodeValues } from '../../../src/stores/nodes/values.ts'
import { $alertNotifications, $alertThresholds } from '../../../src/stores/page/alert-settings.ts'
import { DEFAULT_THRESHOLDS } from '../../../src/monitoring/thresholds.ts'
import { resetEnvironment } from '../../../src/stores/page/environment.ts'
import { $leadingTab } from '../../../src/stores/page/tab-lead.ts'
import {
  useTestEnvironment,
  type TestEnvironment,
} from '../../../src/stores/page/test-environment.ts'
import { createFakeNode, PROFILES } from '../../support/fake-node.ts'
import { forgetEveryNode } from './node-reset.ts'
import { QUIET_MS, RESOLVE_AFTER_MS } from '../../../src/stores/cadences.ts'

useTestStorageEngine()

const SECOND = 1000
const MINUTE = 60 * SECOND

describe('alerts that tell the truth', () => {
  let node: ReturnType<typeof createFakeNode>
  let test: TestEnvironment
  let clock: number
  let scope: NodeScope
  let stopJudging: () => void
  let stopCounting: () => void
  let told: AlertEventDetail[]
  let stopTelling: () => void

  /** A page (re)loaded: fresh queries that know nothing yet, the browser's storage as it was. */
  function openPage() {
    forgetStoredNodeValues()
    test = useTestEnvironment(node.client, { now: () => clock })
    test.notifications.permission = 'granted'
    scope = $activeScope.get()
    stopJudging = $inbox.listen(() => {})
    // As the bell does: the kept counts at once, counted from the stored alerts once idle.
    stopCounting = $alertCount.listen(() => {})
  }

  function closePage() {
    stopJudging()
    stopCounting()
    // A page closed judges nothing more (stores unmount a second later on their own).
    cleanStores($inbox, judgedAlerts.of(scope), $alertCount)
    resetEnvironment()
  }

  beforeEach(() => {
    forgetEveryNode()
    clock = Date.UTC(2026, 10, 27, 12)
    node = createFakeNode()
    node.state.profile = PROFILES.codex025
    $alertThresholds.set(DEFAULT_THRESHOLDS)
    $alertNotifications.set(true)
    $leadingTab.set(true)
    told = []
    stopTelling = followTransitions((detail) => told.push(detail))
    openPage()
  })

  afterEach(() => {
    stopTelling()
    closePage()
    $leadingTab.set(true)
    cleanTestStorage()
  })

  const useDisk = (percent: number) => {
    node.state.space = {
      ...node.state.space,
      quotaUsedBytes: (node.state.space.quotaMaxBytes * BigInt(percent)) / 100n,
    }
  }

  async function after(ms: number, ...queries: { refetch(): Promise<void> }[]) {
    clock += ms
    for (const query of queries) await query.refetch()
  }

  const diskAlerts = () =>
    nodeAlerts
      .of(scope)
      .get()
      .filter((alert) => alert.rule === 'disk-full')

  async function diskFullOpen() {
    useDisk(96)
    await after(0, spr.of(scope), space.of(scope))
    expect(diskAlerts()).toMatchObject([{ resolvedAt: null }])
  }

  describe('facts not known hold an alert as it is', () => {
    it('never loaded: a reload keeps the open alert, its count, and tells nothing', async () => {
      await diskFullOpen()
      await vi.waitFor(() => expect($alertCount.get()).toEqual({ open: 1, level: 'critical' }))
      const before = nodeAlerts.of(scope).get()
      told = []
      closePage()
      openPage()
      // The bell's count before the stored alerts' code has loaded: as kept.
      expect($alertCount.get()).toEqual({ open: 1, level: 'critical' })
      // The status answers; the disk is not asked again yet.
      await after(5 * SECOND, spr.of(scope))
      await after(RESOLVE_AFTER_MS * 3, spr.of(scope))
      expect(nodeAlerts.of(scope).get()).toEqual(before)
      expect($alertCount.get()).toEqual({ open: 1, level: 'critical' })
      expect(told).toEqual([])
    })

    it('loading or stale: an answer under way or a failed ask resolves nothing', async () => {
      await diskFullOpen()
      useDisk(10)
      node.answers.space = () => fail('The node did not answer', { code: 500 })
      await after(SECOND, spr.of(scope), space.of(scope))
      await after(RESOLVE_AFTER_MS * 3, spr.of(scope), space.of(scope))
      expect(space.of(scope).value).toMatchObject({ state: 'ready', stale: true })
      expect(diskAlerts()).toMatchObject([{ resolvedAt: null }])
    })

    it('a node not answering keeps its other alerts open', async () => {
      await diskFullOpen()
      node.state.up = false
      await after(SECOND, spr.of(scope), space.of(scope))
      await after(2 * MINUTE, spr.of(scope), space.of(scope))
      expect(diskAlerts()).toMatchObject([{ resolvedAt: null }])
    })

    it('a span not seen is not held: a marketplace asked just as its node stopped opens nothing when the node is back first', async () => {
      const marketAlerts = () =>
        nodeAlerts
          .of(scope)
          .get()
          .filter((alert) => alert.rule === 'marketplace-off')
      await after(0, spr.of(scope), nodeProfile.of(scope), marketplace.of(scope))
      // The node stops: the marketplace's ask fails first, its status still fresh from before.
      node.state.up = false
      await after(SECOND, marketplace.of(scope))
      await after(0, spr.of(scope))
      // Back after longer than the marketplace's delay: its status answers before the marketplace.
      await after(2 * DEFAULT_THRESHOLDS.unreachableSeconds * SECOND, spr.of(scope))
      node.state.up = true
      await after(0, spr.of(scope))
      expect(marketAlerts()).toEqual([])
      await after(SECOND, marketplace.of(scope))
      await after(RESOLVE_AFTER_MS * 2, spr.of(scope), marketplace.of(scope))
      expect(marketAlerts()).toEqual([])
    })

    it('a fresh clear resolves, once it stays clear', async () => {
      await diskFullOpen()
      useDisk(10)
      await after(SECOND, space.of(scope))
      const cleared = clock
      expect(diskAlerts()[0]!.resolvedAt).toBeNull()
      await after(RESOLVE_AFTER_MS, space.of(scope))
      expect(diskAlerts()[0]!.resolvedAt).toBe(cleared)
    })
  })

  it('one alert, open → resolved → reopened when it comes back two minutes later; an event each, a notification per opening', async () => {
    test.page.focused = false
    await diskFullOpen()
    useDisk(10)
    await after(SECOND, space.of(scope))
    await after(RESOLVE_AFTER_MS, space.of(scope))
    useDisk(96)
    await after(2 * MINUTE, space.of(scope))
    await after(5 * SECOND, space.of(scope))
    expect(diskAlerts()).toHaveLength(1)
    expect(told.map((detail) => detail.state)).toEqual(['open', 'resolved', 'reopened'])
    expect(new Set(told.map((detail) => detail.id))).toEqual(
      new Set([alertId(scope.binding.key, 'disk-full', '')]),
    )
    expect(test.notifications.shown.map((shown) => shown.title)).toEqual([
      'Critical: Disk 96 % full',
      'Critical: Disk 96 % full',
    ])
  })

  it('a condition back within the quiet time reopens without notifying again', async () => {
    test.page.focused = false
    await diskFullOpen()
    useDisk(10)
    await after(SECOND, space.of(scope))
    await after(RESOLVE_AFTER_MS, space.of(scope))
    useDisk(96)
    await after(QUIET_MS / 2, space.of(scope))
    expect(told.map((detail) => detail.state)).toEqual(['open', 'resolved', 'reopened'])
    expect(test.notifications.shown).toHaveLength(1)
  })

  describe('a second tab', () => {
    /** What the first tab wrote to the browser's storage, heard as a storage event. */
    function firstTabWrites(alerts: StoredAlert[]) {
      setTestStorageKey(`codex-alerts@${scope.binding.key}`, JSON.stringify(alerts))
    }

    const openedByFirstTab = (notifiedAt: number | null): StoredAlert => ({
      id: alertId(scope.binding.key, 'disk-full', ''),
      rule: 'disk-full',
      subject: '',
      severity: 'critical',
      title: 'Disk 96 % full',
      startedAt: clock,
      openedAt: clock,
      resolvedAt: null,
      notifiedAt,
      dismissed: false,
    })

    it('learning an opening (already notified) neither tells nor notifies, and seeing it too changes nothing', async () => {
      test.page.focused = false
      firstTabWrites([openedByFirstTab(clock)])
      useDisk(96)
      await after(SECOND, spr.of(scope), space.of(scope))
      expect(diskAlerts()).toHaveLength(1)
      expect(told).toEqual([])
      expect(test.notifications.shown).toEqual([])
    })

    it('a tab that does not lead never notifies; the leader notifies what another tab opened', async () => {
      test.page.focused = false
      $leadingTab.set(false)
      firstTabWrites([openedByFirstTab(null)])
      expect(test.notifications.shown).toEqual([])
      $leadingTab.set(true)
      expect(test.notifications.shown).toHaveLength(1)
      expect(diskAlerts()[0]!.notifiedAt).toBe(clock)
      expect(told).toEqual([])
    })
  })

  it('two engines sharing one browser storage reach the same alert by its id', () => {
    const conditions = [
      { rule: 'disk-full' as const, subject: '', severity: 'critical' as const, title: 'Disk' },
    ]
    const judgement = { conditions, known: new Set(['disk-full' as const]) }
    const judge = (alerts: StoredAlert[]) =>
      judgeAlerts(alerts, newTracking(), judgement, new Set(), DEFAULT_THRESHOLDS, clock, 'node-1')
    const first = judge([])
    const second = judge([])
    expect(first.alerts[0]!.id).toBe(second.alerts[0]!.id)
    // The second engine, reading what the first stored, finds it open: nothing to tell.
    expect(judge(first.alerts).transitions).toEqual([])
  })
})
