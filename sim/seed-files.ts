import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { BlockSize, buildManifestCid, type Manifest } from './manifest.ts'
import type { SeededRandom } from './random.ts'
import { writeBlocks } from './storage/block-writer.ts'
import type { DatasetRecord } from './storage/dataset-record.ts'
import type { DatasetStore } from './storage/dataset-store.ts'

/** `--files` above this is a typo rather than a node: a million manifests is ~1.5 GB of heap. */
export const maxSeededFiles = 1_000_000

/**
 * Distinct contents the seeded datasets share, as many files uploaded twice under new names do:
 * the manifests (names, types, cids) are all different, the blocks on disk stay a few megabytes.
 */
const blobCount = 512

const kinds = [
  { extension: 'txt', mimetype: 'text/plain' },
  { extension: 'pdf', mimetype: 'application/pdf' },
  { extension: 'png', mimetype: 'image/png' },
  { extension: 'jpg', mimetype: 'image/jpeg' },
  { extension: 'mp4', mimetype: 'video/mp4' },
  { extension: 'mp3', mimetype: 'audio/mpeg' },
  { extension: 'zip', mimetype: 'application/zip' },
  { extension: 'json', mimetype: 'application/json' },
  { extension: 'csv', mimetype: 'text/csv' },
  { extension: 'md', mimetype: 'text/markdown' },
] as const

const words = [
  'report', 'holiday', 'invoice', 'backup', 'scan', 'notes', 'draft', 'photo', 'budget',
  'lecture', 'podcast', 'dataset', 'thesis', 'receipt', 'slides', 'archive', 'recipe', 'map',
  'contract', 'sketch', 'album', 'letter', 'census', 'survey',
] // prettier-ignore

/**
 * When the seeded files were uploaded: one every five minutes from this day on (100,000 span
 * about a year). A node keeps no upload date; the browser that uploaded a file does, so a test
 * or demo that wants dates puts these in the vault's store (`GET /_sim/seeded-dates`).
 */
const SEEDED_FROM = Date.UTC(2025, 10, 1) / 1000
const SEEDED_EVERY = 300

/** `--files` as typed: a whole number from 0 to a million, or a clear error. */
export function parseFileCount(text: string): number {
  const count = Number(text)
  if (!/^\d+$/.test(text.trim()) || count > maxSeededFiles) {
    throw new Error(
      `--files must be a whole number from 0 to ${maxSeededFiles.toLocaleString('en')}, got ${text}`,
    )
  }
  return count
}

interface Blob {
  treeCid: string
  size: number
  blocks: number
}

/** Sizes from 1 byte to one 64 KiB block, spread evenly on a log scale. */
const blobSize = (index: number) => Math.max(1, Math.round(BlockSize ** ((index + 1) / blobCount)))

async function writeBlobs(store: DatasetStore, dataDir: string, random: SeededRandom) {
  const stream = random.keystream('seeded-files')
  const blobs: Blob[] = []
  for (let index = 0; index < blobCount; index += 1) {
    const temporary = join(dataDir, 'tmp', `seeded-${index}`)
    const bytes = stream(blobSize(index))
    const written = await writeBlocks(Readable.from([bytes]), temporary, () => {}, false)
    await store.adoptDataFile(temporary, written.treeCid)
    await rm(temporary, { force: true })
    blobs.push({ treeCid: written.treeCid, size: written.size, blocks: written.blocks })
  }
  return blobs
}

/** The i-th seeded dataset's name, type and content: the same for the same index on every run. */
export function seededFile(index: number, random: SeededRandom) {
  // One digest per file, read in parts: four separate draws cost four.
  const draw = random.bytes(`file:${index}`, 8)
  const kind = kinds[draw.readUInt16BE(0) % kinds.length] ?? kinds[0]
  const first = words[draw.readUInt16BE(2) % words.length]
  const second = words[draw.readUInt16BE(4) % words.length]
  const number = String(index + 1).padStart(6, '0')
  return {
    filename: `${first}-${second}-${number}.${kind.extension}`,
    mimetype: kind.mimetype,
    blob: draw.readUInt16BE(6) % blobCount,
    uploadedAt: SEEDED_FROM + index * SEEDED_EVERY,
  }
}

/**
 * Gives the node `count` datasets at start-up, in seconds rather than by `count` uploads: real
 * manifests (their own cids, encoded as an upload's) over a few hundred tiny shared blocks. They
 * are kept in memory and made again on each start with `--files`; one changed through the API
 * (made private, say) is written like any record and wins over its seeded copy. On Logos Storage
 * one in seven is private. Their upload dates are not the node's to tell (no line sends one): they
 * are returned, for `GET /_sim/seeded-dates`.
 */
export async function seedFiles(options: {
  store: DatasetStore
  dataDir: string
  random: SeededRandom
  count: number
  storageLine: boolean
  log: (line: string) => void
}): Promise<Map<string, number>> {
  const { store, random, count } = options
  const dates = new Map<string, number>()
  if (count === 0) return dates
  const started = performance.now()
  const blobs = await writeBlobs(store, options.dataDir, random)
  const records: DatasetRecord[] = []
  for (let index = 0; index < count; index += 1) {
    const { filename, mimetype, blob: which, uploadedAt } = seededFile(index, random)
    const blob = blobs[which]
    if (!blob) break
    const manifest: Manifest = {
      treeCid: blob.treeCid,
      datasetSize: blob.size,
      blockSize: BlockSize,
      filename,
      mimetype,
      protected: false,
    }
    const { cid, manifestBytes } = buildManifestCid(manifest)
    const record: DatasetRecord = {
      cid,
      manifest,
      dataFile: blob.treeCid,
      dataBlocks: blob.blocks,
      extraBlocks: 0,
      manifestBytes,
    }
    if (options.storageLine && index % 7 === 3) record.advertise = false
    records.push(record)
    dates.set(cid, uploadedAt)
  }
  const added = store.addSeeded(records)
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  options.log(`Seeded ${added.toLocaleString('en')} files in ${seconds} s`)
  return dates
}
