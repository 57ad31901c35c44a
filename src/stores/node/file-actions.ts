import { atom } from 'nanostores'
import { lazyModule } from '../../lib/lazy-module.ts'
import { isCid } from '../../api/cid.ts'
import { fail, ok, type Result } from '../../api/result.ts'
import type { DataItem } from '../../api/schemas/data.ts'
import type { NetworkFetchOptions } from '../../api/network-download.ts'
import { getEnvironment } from '../page/environment.ts'
import { reportNodeError } from '../page/error-reporting.ts'
import { filesQuery, refreshFiles } from './files.ts'
import { openNodeFile } from './file-links.ts'
import { type NodeScope } from '../nodes/scope.ts'
import { isDownloading } from './network-download-list.ts'

const networkDownloadActions = lazyModule(() => import('./network-downloads.ts'))

export const CID_REQUIRED = 'Enter the CID of a file.'
export const CID_NOT_VALID = 'This is not a valid CID.'
export const CID_COPIED = 'CID copied to the clipboard.'
export const CID_NOT_COPIED = 'Sorry the CID cannot be copied to the clipboard.'

/**
 * Why a typed cid cannot be used, before any call is made; null when it is fine. The cid parser
 * (multiformats) loads with the first check, not with the page.
 */
export async function checkCid(raw: string): Promise<string | null> {
  const cid = raw.trim()
  if (cid === '') return CID_REQUIRED
  try {
    return (await isCid(cid)) ? null : CID_NOT_VALID
  } catch (error) {
    return error instanceof Error ? error.message : String(error)
  }
}

/**
 * Opens the file's download in a new window, streamed from the network when it is not on the
 * node (over `options.transport`), so the browser's own download handles any size (a node behind
 * a password: fetched with it first). A fetch of the same cid into the node that runs already is
 * waited for and the stored file opened, rather than fetching it twice. Returns the problem with
 * the cid or the download, if any.
 */
export async function downloadFromNetwork(
  scope: NodeScope,
  raw: string,
  options: NetworkFetchOptions = {},
): Promise<string | null> {
  // Within the click's user activation (a few seconds), so the new window is not blocked.
  const problem = await checkCid(raw)
  if (problem) return problem
  const cid = raw.trim()
  if (isDownloading(scope, cid)) {
    const fetched = await fetchFromNetwork(scope, cid)
    return fetched.error ? fetched.data.message : downloadLocal(scope, cid)
  }
  return openNodeFile(scope.client().networkStreamUrl(cid, options), scope)
}

/**
 * The last download the vault opened from a node's own store: the node's scope key and the file's
 * size where known. Set anew by each one, so the history `listen`s to hear every one.
 */
export const $lastOpenedDownload = atom<{ node: string; bytes: bigint } | null>(null)

/** Opens a file stored on the node in a new window; answers with the problem, if any. */
export async function downloadLocal(scope: NodeScope, cid: string) {
  const problem = await openNodeFile(scope.client().downloadUrl(cid), scope)
  if (problem === null) {
    const list = filesQuery.of(scope).value
    const item = list?.state === 'ready' ? list.data.find((each) => each.cid === cid) : undefined
    $lastOpenedDownload.set({ node: scope.binding.key, bytes: item?.manifest.datasetSize ?? 0n })
  }
  return problem
}

/** Copies a cid; answers with the toast message to show and whether it worked. */
export async function copyCid(cid: string): Promise<{ copied: boolean; message: string }> {
  try {
    await getEnvironment().writeClipboard(cid)
    return { copied: true, message: CID_COPIED }
  } catch {
    return { copied: false, message: CID_NOT_COPIED }
  }
}

/**
 * The Fetch action: asks the node to download the dataset from the network. A node that does it
 * in the background (`backgroundDownloads`) is followed until the download ends, with progress
 * in `networkDownload(cid)`; an older node's manifest is fetched alongside, as it always was.
 * Either way the file list refreshes after. Answers with the manifest or the first error.
 */
export async function fetchFromNetwork(
  scope: NodeScope,
  raw: string,
  options: NetworkFetchOptions = {},
): Promise<Result<DataItem>> {
  const problem = await checkCid(raw)
  if (problem) return fail(problem)
  const cid = raw.trim()
  const client = scope.client()
  const profile = await client.detect()
  if (!profile.error && profile.data.capabilities.backgroundDownloads) {
    // The code that follows a download loads with the first one.
    try {
      const { startNetworkDownload } = await networkDownloadActions.load()
      return await startNetworkDownload(scope, cid, options)
    } catch (error) {
      return fail(error instanceof Error ? error.message : String(error))
    }
  }
  const [download, manifest] = await Promise.all([
    client.networkDownload(cid, options),
    client.fetchManifest(cid, options),
  ])
  const failed = download.error ? download : manifest.error ? manifest : null
  if (failed?.error) {
    reportNodeError(failed.data, { action: 'fetch manifest' })
    return failed
  }
  refreshFiles(scope)
  return manifest.error ? manifest : ok(manifest.data)
}
