import { atom, computed } from 'nanostores'
import type { DataItem } from '../../api/schemas/data.ts'
import { fileType, type FileType } from '../../lib/file-types.ts'
import { createQuery, revalidatedBy } from './query.ts'
import { perNode, type NodeScope } from '../nodes/scope.ts'
import { uploadTimes, uploadTimesReady, type UploadTimes } from './upload-times.ts'

/** A file as the list shows it: the node's manifest plus the upload time kept in the browser. */
export interface FileEntry {
  cid: string
  /** The file name the node knows, or null when it was uploaded without one. */
  filename: string | null
  mimetype: string | null
  size: bigint
  type: FileType
  /** Unix seconds; 0 when this browser did not upload it and the node does not say. */
  uploadedAt: number
  protected: boolean
  /** Lower-cased name (or cid), for sorting without a collator on every comparison. */
  sortName: string
  /** Lower-cased name and cid, for the text filter. */
  searchText: string
}

/** `GET /data`, shared by every list on the page and refetched whenever one appears. */
export const filesQuery = perNode((scope) =>
  createQuery(scope, () => scope.client().files(), {
    reportAs: 'files',
  }),
)

/** The class of each type and extension met: a list of 100,000 files has a few dozen. */
const typesSeen = new Map<string, FileType>()

function typeOf(mimetype: string | null, filename: string): FileType {
  const dot = filename.lastIndexOf('.')
  const key = `${mimetype ?? ''}\n${dot > 0 ? filename.slice(dot + 1) : ''}`
  let type = typesSeen.get(key)
  if (type === undefined) {
    type = fileType(mimetype, filename)
    if (typesSeen.size < 10_000) typesSeen.set(key, type)
  }
  return type
}

/**
 * The upload times as a Map: looking a fresh string up in an object's keys costs several times a
 * Map's lookup, which 100,000 entries feel.
 */
export const uploadTimeLookup = (times: UploadTimes): ReadonlyMap<string, number> =>
  new Map(Object.entries(times))

export function toFileEntry(item: DataItem, times: ReadonlyMap<string, number>): FileEntry {
  const { manifest } = item
  const name = manifest.filename ?? ''
  const lowerName = name.toLowerCase()
  const lowerCid = item.cid.toLowerCase()
  return {
    cid: item.cid,
    filename: manifest.filename,
    mimetype: manifest.mimetype,
    size: manifest.datasetSize,
    type: typeOf(manifest.mimetype, name),
    uploadedAt: times.get(item.cid) ?? manifest.uploadedAt ?? 0,
    protected: manifest.protected,
    sortName: lowerName || lowerCid,
    searchText: `${lowerName}\n${lowerCid}`,
  }
}

/** Files deleted here whose absence the node's list has not confirmed yet. */
const deletedCids = perNode(() => atom<readonly string[]>([]))

/** The files on the node, in the node's order, or the query's loading / error state. */
export const files = perNode((scope) =>
  revalidatedBy(
    computed(
      [
        filesQuery.of(scope),
        uploadTimes.of(scope),
        uploadTimesReady.of(scope),
        deletedCids.of(scope),
      ],
      (query, times, timesRead, gone) => {
        if (query.state !== 'ready') return query
        // Dates first: a list shown without them would sort again, and jump, when they come.
        if (!timesRead) return { state: 'loading' as const }
        const items = gone.length
          ? query.data.filter((item) => !gone.includes(item.cid))
          : query.data
        const lookup = uploadTimeLookup(times)
        return { ...query, data: items.map((item) => toFileEntry(item, lookup)) }
      },
    ),
    filesQuery.of(scope),
  ),
)

/**
 * A file the node deleted leaves every list at once, then the list is fetched again. Once a
 * current list came, it decides: a cid it still holds (uploaded again, say) shows again.
 */
export async function forgetDeletedFile(scope: NodeScope, cid: string) {
  const $deletedCids = deletedCids.of(scope)
  const $filesQuery = filesQuery.of(scope)
  $deletedCids.set([...$deletedCids.get(), cid])
  await $filesQuery.refetch()
  const query = $filesQuery.get()
  if (query.state === 'ready' && !query.stale) {
    $deletedCids.set($deletedCids.get().filter((each) => each !== cid))
  }
}

/** Fetches the list again (after an upload or a network fetch). */
export function refreshFiles(scope: NodeScope): void {
  void filesQuery.of(scope).refetch()
}
