// Download alerts tell the truth too: a download's facts are known only once this tab has read
// the kept downloads (or follows the download itself). A reload or a second tab that has not read
// a download, or cannot see it move, holds its alert as it is, so no two tabs flap it.
import { cleanTestStorage, setTestStorageKey, useTestStorageEngine } from '@nanostores/persistent'
import { cleanStores } from 'nanostores'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ok } from '../../../src/api/result.ts'
import type { DataItem } from '../../../src/api/schemas/data.ts'
import type { AlertEventDetail } from '../../../src/stores/node/alerts/alert-event.ts'
import { followTransitions } from '../../../src/stores/node/alerts/alert-transitions.ts'
import { $inbox, judgedAlerts } from '../../../src/stores/node/alerts/engine.ts'
import {
  alertId,
  nodeAlerts,
  type StoredAlert,
} from '../../../src/stores/node/alerts/stored-alerts.ts'
import { networkDownloads } from '../../../src/stores/node/network-download-list.ts'
import {
  cancelRunningDownload,
  resumeNetworkDownloads,
} from '../../../src/stores/node/network-downloads.ts'
import {
  newDownloadRecord,
  recordDownload,
  recordDownloadEnd,
  type DownloadRecords,
} from '../../../src/stores/node/network-download-records.ts'
import { spr } from '../../../src/stores/node/status.ts'
import { clearTransfer, transfers } from '../../../src/stores/node/transfers.ts'
import { $activeScope, type NodeScope } from '../../../src/stores/nodes/scope.ts'
import { forgetStoredNodeValues } from '../../../src/stores/nodes/values.ts'
import { $alertThresholds } from '../../../src/stores/page/alert-settings.ts'
import { DEFAULT_THRESHOLDS } from '../../../src/monitoring/thresholds.ts'
import { resetEnvironment } from '../../../src/stores/page/environment.ts'
import { useTestEnvironment } from '../../../src/stores/page/test-environment.ts'
import { createFakeNode, PROFILES } from '../../support/fake-node.ts'
import { forgetEveryNode } from './node-reset.ts'
import { RESOLVE_AFTER_MS } from '../../../src/stores/cadences.ts'

useTestStorageEngine()

const SECOND = 1000
const MINUTE = 60 * SECOND
const CID = 'zDownload'
const LOST = 'Lost contact with the node during the download'

describe('download alerts', () => {
  let node: ReturnType<typeof createFakeNode>
  let clock: number
  let scope: NodeScope
  let stopJudging: () => void
  let told: AlertEventDetail[]
  let stopTelling: () => void

  /** A page (re)loaded: its own downloads gone, the browser's storage as it was. */
  function openPage() {
    forgetStoredNodeValues()
    useTestEnvironment(node.client, { now: () => clock })
    scope = $activeScope.get()
    stopJudging = $inbox.listen(() => {})
  }

  function closePage() {
    stopJudging()
    cleanStores($inbox, judgedAlerts.of(scope))
    resetEnvironment()
  }

  beforeEach(() => {
    forgetEveryNode()
    clock = Date.UTC(2026, 11, 2, 12)
    node = createFakeNode()
    node.state.profile = PROFILES.codex025
    $alertThresholds.set(DEFAULT_THRESHOLDS)
    told = []
    stopTelling = followTransitions((detail) => told.push(detail))
    openPage()
  })

  afterEach(() => {
    stopTelling()
    closePage()
    cleanTestStorage()
  })

  const item = {
    cid: CID,
    manifest: {
      treeCid: 't',
      datasetSize: 10n,
      blockSize: 1n,
      filename: 'a.txt',
      mimetype: 'text/plain',
      protected: false,
    },
  } as DataItem

  /** What another tab wrote to the browser's storage, heard as a storage event. */
  const anotherTabWrites = (name: string, value: unknown) =>
    setTestStorageKey(`codex-${name}@${scope.binding.key}`, JSON.stringify(value))

  const keptDownload = (end: DownloadRecords[string]['end']): DownloadRecords => ({
    [CID]: { ...newDownloadRecord(item, '1', 'direct', clock), end },
  })

  const openedByAnotherTab = (rule: StoredAlert['rule'], title: string): StoredAlert => ({
    id: alertId(scope.binding.key, rule, CID),
    rule,
    subject: CID,
    severity: 'warning',
    title,
    startedAt: clock,
    openedAt: clock,
    resolvedAt: null,
    notifiedAt: clock,
    dismissed: false,
  })

  /** The node's status answers every 5 s for `ms`: the engine judges on each answer. */
  async function statusPolls(ms: number) {
    for (let waited = 0; waited < ms; waited += 5 * SECOND) {
      clock += 5 * SECOND
      await spr.of(scope).refetch()
    }
  }

  const downloadAlerts = () =>
    nodeAlerts
      .of(scope)
      .get()
      .filter((alert) => alert.rule.startsWith('download-'))

  it('a reload that has not followed a failed download holds its alert: the kept record says it failed', async () => {
    await statusPolls(5 * SECOND)
    // As this tab's download does when it fails: its state, and its end kept.
    recordDownload(scope, CID, newDownloadRecord(item, '1', 'direct', clock))
    networkDownloads.of(scope).set({ [CID]: { state: 'failed', message: LOST } })
    recordDownloadEnd(scope, CID, { state: 'failed', message: LOST })
    expect(downloadAlerts()).toMatchObject([{ rule: 'download-failed', resolvedAt: null }])
    const before = nodeAlerts.of(scope).get()
    told = []
    closePage()
    openPage()
    await statusPolls(RESOLVE_AFTER_MS * 3)
    expect(nodeAlerts.of(scope).get()).toEqual(before)
    expect(told).toEqual([])
  })

  it('a stalled download another tab follows: this tab cannot see it move, and holds its alert', async () => {
    anotherTabWrites('network-downloads', keptDownload(null))
    anotherTabWrites('alerts', [
      openedByAnotherTab('download-stalled', 'Network download of a.txt stalled'),
    ])
    const before = nodeAlerts.of(scope).get()
    await statusPolls(RESOLVE_AFTER_MS * 3)
    expect(nodeAlerts.of(scope).get()).toEqual(before)
    expect(told).toEqual([])
  })

  it('a download not written to the kept records (its start failed in another tab) holds its alert here', async () => {
    anotherTabWrites('alerts', [
      openedByAnotherTab('download-failed', `Network download of ${CID} failed: refused`),
    ])
    const before = nodeAlerts.of(scope).get()
    await statusPolls(RESOLVE_AFTER_MS * 3)
    expect(nodeAlerts.of(scope).get()).toEqual(before)
    expect(told).toEqual([])
  })

  it('a stalled download followed again after a reload: held until this tab sees it move, then resolved', async () => {
    const stuck = (bytes: bigint) =>
      node.state.progress.set(
        CID,
        ok({ active: true, blocksReceived: Number(bytes), blocksTotal: 10, bytes }),
      )
    stuck(4n)
    anotherTabWrites('network-downloads', keptDownload(null))
    anotherTabWrites('alerts', [
      openedByAnotherTab('download-stalled', 'Network download of a.txt stalled'),
    ])
    const before = nodeAlerts.of(scope).get()
    // As the Transfers page does after a reload: its first answer is where it had got to.
    resumeNetworkDownloads(scope)
    const followed = () => networkDownloads.of(scope).get()[CID]
    await vi.waitFor(() => expect(followed()).toMatchObject({ state: 'running', bytes: 4n }))
    await statusPolls(RESOLVE_AFTER_MS * 3)
    expect(nodeAlerts.of(scope).get()).toEqual(before)
    // Two minutes without a move seen here: this tab knows the stall itself, the same alert.
    await statusPolls(2 * MINUTE)
    expect(nodeAlerts.of(scope).get()).toEqual(before)
    stuck(5n)
    await vi.waitFor(() => expect(followed()).toMatchObject({ bytes: 5n }), { timeout: 3000 })
    await statusPolls(RESOLVE_AFTER_MS * 2)
    expect(downloadAlerts()).toMatchObject([{ resolvedAt: expect.any(Number) as number }])
    expect(told.map((detail) => detail.state)).toEqual(['resolved'])
    await cancelRunningDownload(scope, CID)
  })

  it('what the kept records tell resolves: another tab ended the stalled download', async () => {
    anotherTabWrites('network-downloads', keptDownload(null))
    anotherTabWrites('alerts', [
      openedByAnotherTab('download-stalled', 'Network download of a.txt stalled'),
    ])
    await statusPolls(RESOLVE_AFTER_MS)
    anotherTabWrites('network-downloads', keptDownload({ state: 'done' }))
    await statusPolls(RESOLVE_AFTER_MS * 2)
    expect(downloadAlerts()).toMatchObject([{ resolvedAt: expect.any(Number) as number }])
    expect(told.map((detail) => detail.state)).toEqual(['resolved'])
  })

  it('a failed download cleared from the list resolves its alert in the tab that saw it go', async () => {
    anotherTabWrites('network-downloads', keptDownload({ state: 'failed', message: LOST }))
    await statusPolls(5 * SECOND)
    expect(downloadAlerts()).toMatchObject([{ rule: 'download-failed', resolvedAt: null }])
    const [failed] = transfers.of(scope).get()
    await clearTransfer(scope, failed!)
    await statusPolls(RESOLVE_AFTER_MS * 2)
    expect(downloadAlerts()).toMatchObject([{ resolvedAt: expect.any(Number) as number }])
    expect(told.map((detail) => detail.state)).toEqual(['open', 'resolved'])
  })

  it('two minutes without progress in the tab that follows it still opens, and progress resolves', async () => {
    anotherTabWrites('network-downloads', keptDownload(null))
    const running = (bytes: bigint) =>
      networkDownloads.of(scope).set({
        [CID]: {
          state: 'running',
          item,
          name: 'a.txt',
          totalBytes: 10n,
          blocksReceived: Number(bytes),
          blocksTotal: 10,
          bytes,
          speed: null,
          secondsLeft: null,
          stale: false,
          cancelling: false,
          problem: null,
          downloadId: '1',
          transport: 'direct',
          startedAt: clock,
          progressedAt: clock,
        },
      })
    running(1n)
    await statusPolls(2 * MINUTE)
    expect(downloadAlerts()).toMatchObject([{ rule: 'download-stalled', resolvedAt: null }])
    running(2n)
    await statusPolls(RESOLVE_AFTER_MS)
    expect(downloadAlerts()).toMatchObject([{ resolvedAt: expect.any(Number) as number }])
  })
})
