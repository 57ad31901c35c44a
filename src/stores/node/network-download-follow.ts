import type { Transport } from '../../api/network-download.ts'
import type { NodeClient } from '../../api/node-client.ts'
import { fail, ok, type Result } from '../../api/result.ts'
import type { DataItem } from '../../api/schemas/data.ts'
import { getEnvironment } from '../page/environment.ts'
import { reportNodeError } from '../page/error-reporting.ts'
import {
  DOWNLOAD_CANCELLED,
  type NetworkDownloadState,
  type RunningDownload,
} from './network-download-list.ts'
import { itemOfRecord, newDownloadRecord, type DownloadRecord } from './network-download-records.ts'
import { createRateMeter } from './upload-rate.ts'
import { PROGRESS_INTERVAL_MS } from '../cadences.ts'

// Following one network download from its start to its end: what network-downloads.ts runs for
// each download it starts or resumes.

export const DOWNLOAD_STOPPED = 'The node stopped the download before it finished.'
export const DOWNLOAD_LOST = 'Lost contact with the node during the download'
export const DOWNLOAD_LOST_BY_NODE =
  'Lost: the node no longer knows this download (it restarted or dropped it), and the file is not on it.'

/** Failed progress answers in a row (the node gone) after which the download is given up. */
export const MAX_FAILED_POLLS = 30

/** A new download over a transport, or one the node already runs (kept from before a reload). */
export type Plan = { start: Transport; untilFound?: boolean } | { attach: DownloadRecord }

/** What follows one download: its end, shared by everyone who starts it meanwhile, and its cancel. */
export interface Control {
  finished?: Promise<Result<DataItem>>
  cancel?: () => Promise<void>
}

/** Where a download's state goes (its entry in the downloads), and its node's file refresh. */
export interface StateSink {
  set(state: NetworkDownloadState): void
  /** The node started it: keep its id in the browser. */
  started(record: DownloadRecord): void
  refresh(): void
}

/** The download to follow: started now, or kept from before (then its record says it all). */
async function begin(
  cid: string,
  output: StateSink,
  client: NodeClient,
  plan: Plan,
): Promise<Result<{ item: DataItem; record: DownloadRecord | null }>> {
  if ('attach' in plan) return ok({ item: itemOfRecord(cid, plan.attach), record: plan.attach })
  output.set({ state: 'starting' })
  const started = await client.networkDownload(cid, {
    transport: plan.start,
    untilFound: plan.untilFound,
  })
  if (started.error) {
    reportNodeError(started.data, { action: 'network download' })
    output.set({ state: 'failed', message: started.data.message || 'The node gave no reason.' })
    return started
  }
  const { item, downloadId } = started.data
  if (downloadId === null) return ok({ item, record: null })
  const record = newDownloadRecord(item, downloadId, plan.start, getEnvironment().now())
  output.started(record)
  return ok({ item, record })
}

export async function follow(
  cid: string,
  output: StateSink,
  control: Control,
  client: NodeClient,
  plan: Plan,
) {
  const begun = await begin(cid, output, client, plan)
  if (begun.error) return begun
  const { item, record } = begun.data
  if (record === null) return finish(output, item)
  const { downloadId } = record
  const attached = 'attach' in plan

  const meter = createRateMeter(getEnvironment().now())
  let running: RunningDownload = {
    state: 'running',
    item,
    downloadId,
    transport: record.transport,
    startedAt: record.startedAt,
    progressedAt: getEnvironment().now(),
    reattached: attached,
    name: item.manifest.filename ?? 'a file without a name',
    totalBytes: item.manifest.datasetSize,
    blocksReceived: 0,
    blocksTotal: 0,
    bytes: 0n,
    speed: null,
    secondsLeft: null,
    stale: false,
    cancelling: false,
    problem: null,
  }
  output.set(running)
  const update = (change: Partial<RunningDownload>) => {
    running = { ...running, ...change }
    output.set(running)
  }

  let stopped: Result<DataItem> | null = null
  let wake: () => void = () => {}
  control.cancel = async () => {
    if (stopped || running.cancelling) return
    update({ cancelling: true, problem: null })
    const answer = await client.cancelDownload(cid, downloadId)
    if (answer.error && answer.data.code !== 404) {
      update({ cancelling: false, problem: answer.data.message || 'The node gave no reason.' })
      return
    }
    // 404: the node no longer knows it (it just finished); the next answer says which.
    if (answer.error) return update({ cancelling: false })
    stopped = fail(DOWNLOAD_CANCELLED)
    output.set({ state: 'failed', message: DOWNLOAD_CANCELLED })
    wake()
  }

  let failures = 0
  // Followed again, its first answer is where it had got to, not a move.
  let baseline = attached
  for (;;) {
    const progress = await client.downloadProgress(cid, downloadId)
    if (stopped) return stopped
    if (progress.error) {
      failures += 1
      if (failures >= MAX_FAILED_POLLS) {
        const message = `${DOWNLOAD_LOST}: ${progress.data.message || 'no answer'}`
        output.set({ state: 'failed', message })
        return fail<DataItem>(message)
      }
      update({ stale: true })
    } else if (!progress.data.active) {
      return ended(cid, client, output, item, attached ? DOWNLOAD_LOST_BY_NODE : DOWNLOAD_STOPPED)
    } else {
      failures = 0
      const { blocksReceived, blocksTotal, bytes } = progress.data
      const now = getEnvironment().now()
      const rate = meter.sample(now, Number(bytes), Number(running.totalBytes))
      const moved = bytes > running.bytes && !baseline
      baseline = false
      const progressedAt = moved ? now : running.progressedAt
      const reattached = running.reattached === true && !moved
      update({
        blocksReceived,
        blocksTotal,
        bytes,
        ...rate,
        stale: false,
        progressedAt,
        reattached,
      })
    }
    await new Promise<void>((resolve) => {
      const cancel = getEnvironment().setTimer(resolve, PROGRESS_INTERVAL_MS)
      wake = () => {
        cancel()
        resolve()
      }
    })
    if (stopped) return stopped
  }
}

/**
 * The node no longer follows the download: it finished, or the node dropped it (restarted).
 * A node that can say whether it stores the cid tells the two apart.
 */
async function ended(
  cid: string,
  client: NodeClient,
  output: StateSink,
  item: DataItem,
  notStored: string,
): Promise<Result<DataItem>> {
  const profile = await client.detect()
  if (!profile.error && profile.data.capabilities.exists) {
    const stored = await client.exists(cid)
    if (!stored.error && !stored.data) {
      output.set({ state: 'failed', message: notStored })
      return fail(notStored)
    }
  }
  return finish(output, item)
}

function finish(output: StateSink, item: DataItem): Result<DataItem> {
  output.set({ state: 'done', item })
  output.refresh()
  return ok(item)
}
