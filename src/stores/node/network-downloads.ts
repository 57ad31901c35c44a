import type { NetworkFetchOptions } from '../../api/network-download.ts'
import { fail, type Result } from '../../api/result.ts'
import type { DataItem } from '../../api/schemas/data.ts'
import { getEnvironment } from '../page/environment.ts'
import { refreshFiles } from './files.ts'
import { networkDownloads, type NetworkDownloadState } from './network-download-list.ts'
import { type NodeScope } from '../nodes/scope.ts'
import { downloadRecords, recordDownload, recordDownloadEnd } from './network-download-records.ts'
import { follow, type Control, type Plan, type StateSink } from './network-download-follow.ts'
import { recordUploadTime, uploadTimes } from './upload-times.ts'

export * from './network-download-follow.ts'

// The actions, loaded with the first download; callers that also read the downloads (tests) find
// the list's and the records' exports here too.
export * from './network-download-list.ts'
export * from './network-download-records.ts'

/** The downloads under way, by node and cid. */
const controls = new Map<string, Control>()
const keyOf = (cid: string, { binding }: NodeScope) => `${binding.key} ${binding.url} ${cid.trim()}`

/**
 * Starts fetching `cid` from the network into the scope's node (a node with
 * `backgroundDownloads`) and follows it until it ends: done (that node's file list refreshes),
 * cancelled or failed. A download of the same cid already under way is joined, not started
 * twice. The node's id for it is kept in the browser (`downloadRecords`). Never throws.
 */
export function startNetworkDownload(
  scope: NodeScope,
  raw: string,
  options: NetworkFetchOptions = {},
): Promise<Result<DataItem>> {
  return run(scope, raw.trim(), {
    start: options.transport ?? 'direct',
    untilFound: options.untilFound,
  })
}

/** Starts again a download that failed or was cancelled, over the same transport. */
export function retryNetworkDownload(scope: NodeScope, cid: string): Promise<Result<DataItem>> {
  const record = downloadRecords.of(scope).get()[cid]
  return run(scope, cid, { start: record?.transport ?? 'direct' })
}

/**
 * Follows again every download kept for the scope's node that had not ended when the page went
 * away: the node may still run it (it goes on), have finished it (done) or have lost it.
 */
export function resumeNetworkDownloads(scope: NodeScope): void {
  for (const [cid, record] of Object.entries(downloadRecords.of(scope).get())) {
    if (record.end === null && !controls.has(keyOf(cid, scope))) {
      void run(scope, cid, { attach: record })
    }
  }
}

function run(scope: NodeScope, cid: string, plan: Plan): Promise<Result<DataItem>> {
  const key = keyOf(cid, scope)
  const running = controls.get(key)
  if (running?.finished) return running.finished
  const control: Control = {}
  controls.set(key, control)
  const $downloads = networkDownloads.of(scope)
  const output: StateSink = {
    set: (state: NetworkDownloadState) => {
      $downloads.set({ ...$downloads.get(), [cid.trim()]: state })
      if (state.state === 'done') {
        recordDownloadEnd(scope, cid, { state: 'done' })
        // Added to this node now: the file list's date, as for an upload.
        if (uploadTimes.of(scope).get()[cid] === undefined) {
          recordUploadTime(scope, cid, getEnvironment().now() / 1000)
        }
      }
      if (state.state === 'failed') {
        recordDownloadEnd(scope, cid, { state: 'failed', message: state.message })
      }
    },
    started: (record) => recordDownload(scope, cid, record),
    // The download's own node refreshes, whichever node the page shows by the end.
    refresh: () => refreshFiles(scope),
  }
  control.finished = follow(cid, output, control, scope.client(), plan)
    .catch((error: unknown) => {
      const message = error instanceof Error ? error.message : String(error)
      output.set({ state: 'failed', message })
      return fail<DataItem>(message)
    })
    .finally(() => controls.delete(key))
  return control.finished
}

/** Cancels the download of `cid` on the scope's node, if one runs. */
export async function cancelRunningDownload(scope: NodeScope, cid: string) {
  await controls.get(keyOf(cid, scope))?.cancel?.()
}
