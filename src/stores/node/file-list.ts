import { computed } from 'nanostores'
import type { DataItem } from '../../api/schemas/data.ts'
import { fileType, type FileType } from '../../lib/file-types.ts'
import { deletedCids, filesQuery } from './files.ts'
import { revalidatedBy } from './query.ts'
import { perNode } from '../nodes/scope.ts'
import {
  recordedUploadTime,
  uploadTimes,
  uploadTimesReady,
  type RecordedTime,
  type UploadTimes,
} from './upload-times.ts'

// The list as entries loads with the views that show it, not with the first paint: the dashboard
// only asks the node's list and refreshes it.

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
export const uploadTimeLookup = (times: UploadTimes): Map<string, number> =>
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

/** An entry derived before still says what this item and date say: it is kept, not made again. */
function sameEntry(entry: FileEntry, item: DataItem, uploadedAt: number): boolean {
  const { manifest } = item
  return (
    entry.cid === item.cid &&
    entry.filename === manifest.filename &&
    entry.mimetype === manifest.mimetype &&
    entry.size === manifest.datasetSize &&
    entry.protected === manifest.protected &&
    entry.uploadedAt === uploadedAt
  )
}

/**
 * The node's list as entries, kept up to date by each change alone: a date recorded replaces one
 * entry, a deletion leaves one out, and a new list from the node (after an upload, say) derives
 * only the items that are new or changed, in one walk beside the last list. At 100,000 files,
 * deriving every entry again for each upload or delete took most of a second and a fresh copy.
 */
function fileEntries() {
  let data: readonly DataItem[] | undefined
  let times: UploadTimes | undefined
  let lookup = new Map<string, number>()
  let recorded: RecordedTime | null = null
  let all: FileEntry[] = []
  let gone: ReadonlySet<string> | undefined
  let shown: FileEntry[] = []

  function derive(items: readonly DataItem[]): FileEntry[] {
    const previous = all
    let byCid: Map<string, FileEntry> | undefined
    let next = 0
    return items.map((item) => {
      let entry = previous[next]
      if (entry?.cid === item.cid) next += 1
      else if (previous[next + 1]?.cid === item.cid) entry = previous[(next += 2) - 1]
      else if (next < previous.length)
        entry = (byCid ??= new Map(previous.map((each) => [each.cid, each]))).get(item.cid)
      else entry = undefined
      const uploadedAt = lookup.get(item.cid) ?? item.manifest.uploadedAt ?? 0
      return entry && sameEntry(entry, item, uploadedAt) ? entry : toFileEntry(item, lookup)
    })
  }

  return (
    nextData: readonly DataItem[],
    nextTimes: UploadTimes,
    nextRecorded: RecordedTime | null,
    nextGone: ReadonlySet<string>,
  ): FileEntry[] => {
    const before = all
    const oneMore = nextRecorded !== null && nextRecorded.nth === (recorded?.nth ?? 0) + 1
    if (nextTimes !== times || (nextRecorded !== recorded && !oneMore)) {
      // Replaced, or several recorded while no list listened: read them all again.
      times = nextTimes
      recorded = nextRecorded
      lookup = uploadTimeLookup(nextTimes)
      data = undefined
    }
    if (nextRecorded !== recorded) {
      recorded = nextRecorded
      if (nextRecorded) {
        lookup.set(nextRecorded.cid, nextRecorded.seconds)
        const at = all.findIndex((entry) => entry.cid === nextRecorded.cid)
        const entry = all[at]
        if (entry && entry.uploadedAt !== nextRecorded.seconds) {
          all = all.slice()
          all[at] = { ...entry, uploadedAt: nextRecorded.seconds }
        }
      }
    }
    if (nextData !== data) {
      data = nextData
      all = derive(nextData)
    }
    if (all !== before || nextGone !== gone) {
      gone = nextGone
      shown = nextGone.size ? all.filter((entry) => !nextGone.has(entry.cid)) : all
    }
    return shown
  }
}

/** The files on the node, in the node's order, or the query's loading / error state. */
export const files = perNode((scope) => {
  const entries = fileEntries()
  return revalidatedBy(
    computed(
      [
        filesQuery.of(scope),
        uploadTimes.of(scope),
        recordedUploadTime.of(scope),
        uploadTimesReady.of(scope),
        deletedCids.of(scope),
      ],
      (query, times, recorded, timesRead, gone) => {
        if (query.state !== 'ready') return query
        // Dates first: a list shown without them would sort again, and jump, when they come.
        if (!timesRead) return { state: 'loading' as const }
        return { ...query, data: entries(query.data, times, recorded, gone) }
      },
    ),
    filesQuery.of(scope),
  )
})
