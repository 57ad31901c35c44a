import type { Result } from './result.ts'
import type { DataItem } from './schemas/data.ts'
import type { Upload, UploadOptions } from './upload.ts'

/** What the clean-up needs of the node: its list and a delete. */
export interface FragmentCalls {
  files(): Promise<Result<DataItem[]>>
  deleteFile(cid: string): Promise<Result<void>>
}

/**
 * The cids the node listed before it could hold this upload: a list answered while the body was
 * still being sent (the node stores nothing of an upload before its last byte). Null when no such
 * list came.
 */
export type ListedBefore = Promise<ReadonlySet<string> | null>

const LOOK_MS = 4000
const EVERY_MS = 250
const pause = (ms: number) => new Promise<void>((done) => setTimeout(done, ms))

/**
 * A Codex node may keep what it received of a cancelled browser upload as a dataset with the
 * file's name and type (a real v0.2.5 node kept 8.2 MB of a 20 MB upload cancelled over a slow
 * link). Cancelling therefore lists the node first, aborts, then deletes the one new dataset with
 * the file's name and type and no more bytes than the file, if one shows within a few seconds (a
 * body sent whole before the abort is stored whole). An upload that ended anyway is deleted only
 * when the node did not hold its cid before: the same bytes under the same name are the same cid,
 * and deleting that would delete the file the person already had.
 */
export async function cancelWithoutFragment(
  upload: Upload,
  calls: FragmentCalls,
  file: Blob,
  options: UploadOptions,
  listedBefore: ListedBefore = Promise.resolve(null),
  wait: (ms: number) => Promise<void> = pause,
): Promise<void> {
  const atCancel = await calls.files()
  upload.abort()
  const ended = await upload.result
  // A list taken at the cancel may already hold the finished upload: it then counts as there
  // before, and stays (a leftover, never a loss).
  const known =
    (await listedBefore) ?? (atCancel.error ? null : new Set(atCancel.data.map((item) => item.cid)))
  if (known === null) return
  if (!ended.error) {
    if (!known.has(ended.data)) await calls.deleteFile(ended.data)
    return
  }
  const isFragment = ({ cid, manifest }: DataItem) =>
    !known.has(cid) &&
    manifest.filename === (options.filename || null) &&
    manifest.mimetype === (options.mimetype || null) &&
    manifest.datasetSize <= BigInt(file.size)
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
