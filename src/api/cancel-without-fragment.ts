import type { Result } from './result.ts'
import type { DataItem } from './schemas/data.ts'
import type { Upload, UploadOptions } from './upload.ts'

/** What the clean-up needs of the node: its list and a delete. */
export interface FragmentCalls {
  files(): Promise<Result<DataItem[]>>
  deleteFile(cid: string): Promise<Result<void>>
}

const LOOK_MS = 4000
const EVERY_MS = 250
const pause = (ms: number) => new Promise<void>((done) => setTimeout(done, ms))

/**
 * A Codex node may keep what it received of a cancelled browser upload as a dataset with the
 * file's name and type (a real v0.2.5 node kept 8.2 MB of a 20 MB upload cancelled over a slow
 * link). Cancelling therefore lists the node first, aborts, then deletes the one new dataset with
 * the file's name and type and no more bytes than the file, if one shows within a few seconds (a
 * body sent whole before the abort is stored whole); an upload that ended while the list was asked
 * for is deleted whole.
 */
export async function cancelWithoutFragment(
  upload: Upload,
  calls: FragmentCalls,
  file: Blob,
  options: UploadOptions,
  wait: (ms: number) => Promise<void> = pause,
): Promise<void> {
  const before = await calls.files()
  upload.abort()
  const ended = await upload.result
  if (!ended.error) {
    await calls.deleteFile(ended.data)
    return
  }
  if (before.error) return
  const known = new Set(before.data.map((item) => item.cid))
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
