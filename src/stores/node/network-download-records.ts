import type { Transport } from '../../api/network-download.ts'
import type { DataItem } from '../../api/schemas/data.ts'
import { perNode, type NodeScope } from '../nodes/scope.ts'

// The node has no route that lists its downloads: the vault keeps, per node in the browser, every
// download it started there, so a reload re-attaches to those the node still runs.

/** How a kept download ended; absent while it runs. */
export type DownloadEnd = { state: 'done' } | { state: 'failed'; message: string }

/** One network download the vault started on a node, as kept in the browser. */
export interface DownloadRecord {
  downloadId: string
  transport: Transport
  /** The manifest the node answered when it started (sizes as decimal text). */
  treeCid: string
  datasetSize: string
  blockSize: string
  filename: string | null
  mimetype: string | null
  /** Unix milliseconds. */
  startedAt: number
  end: DownloadEnd | null
}

export type DownloadRecords = Record<string, DownloadRecord>

const isText = (value: unknown): value is string => typeof value === 'string'
const isDecimal = (value: unknown): value is string => isText(value) && /^\d{1,20}$/.test(value)
const isNullableText = (value: unknown): value is string | null => value === null || isText(value)

function readEnd(value: unknown): DownloadEnd | null | undefined {
  if (value === null) return null
  if (typeof value !== 'object' || Array.isArray(value)) return undefined
  const end = value as Record<string, unknown>
  if (end.state === 'done') return { state: 'done' }
  if (end.state === 'failed' && isText(end.message))
    return { state: 'failed', message: end.message }
  return undefined
}

function readRecord(value: unknown): DownloadRecord | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined
  const record = value as Record<string, unknown>
  const end = readEnd(record.end)
  const valid =
    isDecimal(record.downloadId) &&
    (record.transport === 'direct' || record.transport === 'mix') &&
    isText(record.treeCid) &&
    isDecimal(record.datasetSize) &&
    isDecimal(record.blockSize) &&
    isNullableText(record.filename) &&
    isNullableText(record.mimetype) &&
    typeof record.startedAt === 'number' &&
    Number.isFinite(record.startedAt) &&
    end !== undefined
  if (!valid) return undefined
  return {
    downloadId: record.downloadId as string,
    transport: record.transport as Transport,
    treeCid: record.treeCid as string,
    datasetSize: record.datasetSize as string,
    blockSize: record.blockSize as string,
    filename: record.filename as string | null,
    mimetype: record.mimetype as string | null,
    startedAt: record.startedAt as number,
    end,
  }
}

/** Kept per cid; an entry that is not a record is dropped, the others kept. */
function readRecords(json: unknown): DownloadRecords | undefined {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return undefined
  const records: DownloadRecords = {}
  for (const [cid, value] of Object.entries(json)) {
    const record = readRecord(value)
    if (record) records[cid] = record
  }
  return records
}

/** Every network download the vault started on the node, by cid (the latest one of each cid). */
export const downloadRecords = perNode((scope) =>
  scope.value<DownloadRecords>('network-downloads', readRecords, {}),
)

export function recordDownload(scope: NodeScope, cid: string, record: DownloadRecord): void {
  const $records = downloadRecords.of(scope)
  $records.set({ ...$records.get(), [cid]: record })
}

/** Marks the kept download of `cid` as ended (nothing when none is kept). */
export function recordDownloadEnd(scope: NodeScope, cid: string, end: DownloadEnd): void {
  const $records = downloadRecords.of(scope)
  const record = $records.get()[cid]
  if (record) $records.set({ ...$records.get(), [cid]: { ...record, end } })
}

/** Drops the kept download of `cid` (the user cleared it from the list). */
export function forgetDownloadRecord(scope: NodeScope, cid: string): void {
  const $records = downloadRecords.of(scope)
  const rest = { ...$records.get() }
  delete rest[cid]
  $records.set(rest)
}

/** The record of a download the node just started. */
export function newDownloadRecord(
  item: DataItem,
  downloadId: string,
  transport: Transport,
  startedAt: number,
): DownloadRecord {
  const { treeCid, datasetSize, blockSize, filename, mimetype } = item.manifest
  return {
    downloadId,
    transport,
    treeCid,
    datasetSize: datasetSize.toString(),
    blockSize: blockSize.toString(),
    filename: filename ?? null,
    mimetype: mimetype ?? null,
    startedAt,
    end: null,
  }
}

/** The manifest a kept download started with, as the node answered it. */
export function itemOfRecord(cid: string, record: DownloadRecord): DataItem {
  return {
    cid,
    manifest: {
      treeCid: record.treeCid,
      datasetSize: BigInt(record.datasetSize),
      blockSize: BigInt(record.blockSize),
      filename: record.filename,
      mimetype: record.mimetype,
      protected: false,
    },
  }
}
