import { mkdir, readFile, readdir, rm, unlink } from 'node:fs/promises'
import { join } from 'node:path'
import { BlockSize, buildManifestCid, type ErasureInfo, type Manifest } from '../manifest.ts'
import { linkOrCopy, renameDurably, syncDirectory, writeFileAtomic } from './atomic-file.ts'
import { StoreBlockError, writeBlocks } from './block-writer.ts'
import { isAdvertised, type DatasetRecord } from './dataset-record.ts'
import { spaceOf, type Space } from './space.ts'

export interface UploadMetadata {
  filename: string | null
  mimetype: string | null
}

/**
 * The local repository. A dataset becomes visible only when its manifest record is renamed into
 * place, after its data file is fsynced and moved: a crash at any point leaves either nothing
 * or the whole dataset, and start-up sweeps the leftovers.
 */
export class DatasetStore {
  private readonly records = new Map<string, DatasetRecord>()
  private inFlightBytes = 0
  /** The start-up datasets (`--files`), as made: a reset brings them back. */
  private seeded: readonly DatasetRecord[] = []
  /** Counts every change of the records: the list (and its answer) is made again only after one. */
  private changes = 0
  private sorted: { at: number; records: DatasetRecord[] } | undefined
  private usage: { at: number; space: Space } | undefined

  private constructor(
    private readonly dir: string,
    private readonly quotaMaxBytes: number,
    private readonly fsyncData: boolean,
  ) {}

  static async open(dir: string, quotaMaxBytes: number, fsyncData: boolean): Promise<DatasetStore> {
    const store = new DatasetStore(dir, quotaMaxBytes, fsyncData)
    await store.load()
    return store
  }

  private get manifestsDir(): string {
    return join(this.dir, 'manifests')
  }

  private get blocksDir(): string {
    return join(this.dir, 'blocks')
  }

  private get tmpDir(): string {
    return join(this.dir, 'tmp')
  }

  dataPath(record: DatasetRecord): string {
    return join(this.blocksDir, `${record.dataFile}.data`)
  }

  private async load(): Promise<void> {
    await rm(this.tmpDir, { recursive: true, force: true })
    await Promise.all(
      [this.manifestsDir, this.blocksDir, this.tmpDir].map((d) => mkdir(d, { recursive: true })),
    )
    for (const name of await readdir(this.manifestsDir)) {
      const path = join(this.manifestsDir, name)
      if (!name.endsWith('.json') || name.startsWith('.')) {
        await unlink(path)
        continue
      }
      const record = JSON.parse(await readFile(path, 'utf8')) as DatasetRecord
      this.records.set(record.cid, record)
    }
    const referenced = new Set(
      [...this.records.values()].map((record) => `${record.dataFile}.data`),
    )
    for (const name of await readdir(this.blocksDir)) {
      if (!referenced.has(name)) await unlink(join(this.blocksDir, name))
    }
  }

  /** Records made at start-up (`--files`), held in memory; a stored record of the same cid wins. */
  addSeeded(records: readonly DatasetRecord[]): number {
    this.seeded = records
    const fresh = records.filter((record) => !this.records.has(record.cid))
    for (const record of fresh) this.records.set(record.cid, record)
    this.changes += 1
    return fresh.length
  }

  /** Changes since start: equal revisions, equal lists. */
  get revision(): number {
    return this.changes
  }

  /** In key order, as the node's datastore query returns them (sorted once per change). */
  list(): readonly DatasetRecord[] {
    if (this.sorted?.at !== this.changes) {
      const records = [...this.records.values()]
      records.sort((a, b) => (a.cid < b.cid ? -1 : a.cid > b.cid ? 1 : 0))
      this.sorted = { at: this.changes, records }
    }
    return this.sorted.records
  }

  get(cid: string): DatasetRecord | undefined {
    return this.records.get(cid)
  }

  /** Counted once per change: an upload asks for every block it stores. */
  space(quotaReservedBytes: number): Space {
    if (this.usage?.at !== this.changes) {
      this.usage = { at: this.changes, space: spaceOf(this.records.values(), this.quotaMaxBytes) }
    }
    return { ...this.usage.space, quotaReservedBytes }
  }

  /** Bytes still free for new blocks, counting uploads in progress. */
  freeBytes(quotaReservedBytes: number): number {
    const { quotaUsedBytes } = this.space(quotaReservedBytes)
    return this.quotaMaxBytes - quotaUsedBytes - quotaReservedBytes - this.inFlightBytes
  }

  /** Streams an upload to disk and commits it; rejects with StoreBlockError when the quota is full. */
  async store(
    source: AsyncIterable<Uint8Array>,
    metadata: UploadMetadata,
    quotaReservedBytes: () => number,
    blockSize = BlockSize,
  ): Promise<DatasetRecord> {
    const temporary = join(
      this.tmpDir,
      `${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}`,
    )
    let charged = 0
    try {
      const written = await writeBlocks(
        source,
        temporary,
        (blockCid) => {
          if (this.freeBytes(quotaReservedBytes()) < blockSize) {
            throw new StoreBlockError(`Unable to store block ${blockCid()}`)
          }
          this.inFlightBytes += blockSize
          charged += blockSize
        },
        this.fsyncData,
        blockSize,
      )
      if (written.blocks === 0) throw new StoreBlockError('Empty leaves')
      await this.adoptDataFile(temporary, written.treeCid)
      const manifest: Manifest = {
        treeCid: written.treeCid,
        datasetSize: written.size,
        blockSize,
        filename: metadata.filename,
        mimetype: metadata.mimetype,
        protected: false,
      }
      return await this.commit(manifest, written.treeCid, written.blocks, 0)
    } finally {
      this.inFlightBytes -= charged
      await unlink(temporary).catch(() => undefined)
    }
  }

  /** Moves a fully written, fsynced file into the blocks folder (or drops it if the same data is already there). */
  async adoptDataFile(path: string, treeCid: string): Promise<void> {
    const target = join(this.blocksDir, `${treeCid}.data`)
    if ([...this.records.values()].some((record) => record.dataFile === treeCid)) return
    await renameDurably(path, target)
  }

  /** Takes a data file from the shared network folder (hard link, or copy across disks). */
  async linkDataFile(source: string, treeCid: string): Promise<void> {
    await linkOrCopy(source, join(this.blocksDir, `${treeCid}.data`))
  }

  /** Writes the manifest record: from this moment the dataset exists. */
  async commit(
    manifest: Manifest,
    dataFile: string,
    dataBlocks: number,
    extraBlocks: number,
    erasure?: ErasureInfo,
  ): Promise<DatasetRecord> {
    const { cid, manifestBytes } = buildManifestCid(manifest, erasure)
    const record: DatasetRecord = {
      cid,
      manifest,
      dataFile,
      dataBlocks,
      extraBlocks,
      manifestBytes,
    }
    if (!this.records.has(cid)) {
      await writeFileAtomic(join(this.manifestsDir, `${cid}.json`), JSON.stringify(record))
      this.records.set(cid, record)
      this.changes += 1
    }
    return this.records.get(cid) ?? record
  }

  /** Deletes a dataset; its data file goes when no other manifest uses it. */
  async delete(cid: string): Promise<void> {
    const record = this.records.get(cid)
    if (!record) return
    this.records.delete(cid)
    this.changes += 1
    await unlink(join(this.manifestsDir, `${cid}.json`)).catch(() => undefined)
    await syncDirectory(this.manifestsDir)
    if (![...this.records.values()].some((other) => other.dataFile === record.dataFile)) {
      await unlink(this.dataPath(record)).catch(() => undefined)
    }
  }

  /** Keeps the dataset's announce state in its manifest record, so it survives a restart. */
  async setAdvertise(cid: string, advertise: boolean): Promise<DatasetRecord | undefined> {
    const record = this.records.get(cid)
    if (!record) return undefined
    if (isAdvertised(record) === advertise) return record
    const updated: DatasetRecord = { ...record, advertise }
    await writeFileAtomic(join(this.manifestsDir, `${cid}.json`), JSON.stringify(updated))
    this.records.set(cid, updated)
    this.changes += 1
    return updated
  }

  /**
   * Deletes every dataset, then brings back the start-up ones: every manifest record and every data
   * file no seeded dataset uses go, each folder swept once (deleting 100,000 one by one took minutes).
   */
  async clear(): Promise<void> {
    this.records.clear()
    for (const record of this.seeded) this.records.set(record.cid, record)
    this.changes += 1
    const seededData = new Set(this.seeded.map((record) => `${record.dataFile}.data`))
    const sweep = async (dir: string, keep: (name: string) => boolean) => {
      const names = (await readdir(dir)).filter((name) => !keep(name))
      await Promise.all(names.map((name) => unlink(join(dir, name)).catch(() => undefined)))
      await syncDirectory(dir)
    }
    await sweep(this.manifestsDir, () => false)
    await sweep(this.blocksDir, (name) => seededData.has(name))
  }
}
