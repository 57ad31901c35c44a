import type { Result } from './result.ts'
import type { DataItem } from './schemas/data.ts'
import type { Upload, UploadOptions } from './upload.ts'

/** What the clean-up needs of the node: its list and a delete. */
export interface FragmentCalls {
  files(): Promise<Result<DataItem[]>>
  deleteFile(cid: string): Promise<Result<void>>
}

/**
 * The cids the node listed while the body was still being sent (the node stores nothing of an
 * upload before its last byte). Null when no such list came.
 */
export type ListedBefore = Promise<ReadonlySet<string> | null>

/** What the upload's own side saw before the cancel. */
export interface CancelSeen {
  listedBefore: ListedBefore
  /** The bytes of the body the browser last reported sent (its upload progress), read at the abort. */
  sent: () => number
  /** The most bytes one progress report added to the one before it. */
  step: () => number
}

const LOOK_MS = 4000
const EVERY_MS = 250

const cidsOf = (list: Result<DataItem[]>) =>
  list.error ? null : new Set(list.data.map((item) => item.cid))

/**
 * The most bytes the browser can have sent by the abort. Its progress lags the wire: Chromium
 * reports every 100 ms what its network stack had read a moment before, so by the abort up to
 * about two reports' steps more can have gone out (a real v0.2.5 node kept 1,392,640 bytes of an
 * upload whose last report said 917,504, in steps of 458,752).
 */
const mostSent = (seen: CancelSeen) =>
  BigInt(Math.max(0, Math.floor(seen.sent()) + 2 * Math.floor(seen.step())))

/**
 * A Codex node may keep what it received of a cancelled browser upload as a dataset with the
 * file's name and type (a real v0.2.5 node kept 8.2 MB of a 20 MB upload cancelled over a slow
 * link). Cancelling therefore lists the node, aborts, then deletes the one new dataset with the
 * file's name and type and no more bytes than the browser can have sent, if one shows within a few
 * seconds. Anything in the list taken while the body was under way or in the one taken at the
 * cancel is the person's (another tab, another tool, the same bytes uploaded before: the same
 * cid), never this upload's fragment, which the node stores only after the abort. An upload that
 * ended anyway is deleted only when neither list held its cid. With neither list, nothing goes.
 */
export async function cancelWithoutFragment(
  upload: Upload,
  calls: FragmentCalls,
  options: UploadOptions,
  seen: CancelSeen,
  /** Waits `ms` on the platform's timer. */
  wait: (ms: number) => Promise<void>,
): Promise<void> {
  const atCancel = cidsOf(await calls.files())
  upload.abort()
  const sent = mostSent(seen)
  const ended = await upload.result
  const before = await seen.listedBefore
  if (before === null && atCancel === null) return
  const known = (cid: string) => Boolean(before?.has(cid) || atCancel?.has(cid))
  if (!ended.error) {
    if (!known(ended.data)) await calls.deleteFile(ended.data)
    return
  }
  const isFragment = ({ cid, manifest }: DataItem) =>
    !known(cid) &&
    manifest.filename === (options.filename || null) &&
    manifest.mimetype === (options.mimetype || null) &&
    manifest.datasetSize <= sent
  for (let waited = 0; waited < LOOK_MS; waited += EVERY_MS) {
    await wait(EVERY_MS)
    const now = await calls.files()
    const fragment = now.error ? undefined : now.data.find(isFragment)
    if (fragment) {
      await calls.deleteFile(fragment.cid)
      return
    }
  }
}
