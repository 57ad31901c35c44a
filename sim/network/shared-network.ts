import { mkdir, readFile, readdir, rename, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { buildManifestCid, BlockSize, type Manifest } from '../manifest.ts'
import type { SeededRandom } from '../random.ts'
import { linkOrCopy, writeFileAtomic } from '../storage/atomic-file.ts'
import { writeBlocks } from '../storage/block-writer.ts'
import type { DatasetRecord } from '../storage/dataset-record.ts'
import { seededDatasets } from './seeded-datasets.ts'

/** A dataset somewhere on the simulated network, with the peer that holds it. */
export interface NetworkEntry extends DatasetRecord {
  holder: string
}

/**
 * The simulated network's content, kept in a folder: every simulator started with the same
 * `--network-dir` publishes what it stores there, and fetches from there what it lacks.
 */
export class SharedNetwork {
  private seeded: string[] = []

  private constructor(private readonly dir: string) {}

  static async open(dir: string, random: SeededRandom, holders: string[]): Promise<SharedNetwork> {
    const network = new SharedNetwork(dir)
    await mkdir(join(dir, 'manifests'), { recursive: true })
    await mkdir(join(dir, 'blocks'), { recursive: true })
    await mkdir(join(dir, 'incoming'), { recursive: true })
    await network.seed(random, holders)
    return network
  }

  /** Cids of the seeded datasets that remote peers hold from the start. */
  get seededCids(): string[] {
    return this.seeded
  }

  dataPath(entry: Pick<DatasetRecord, 'dataFile'>): string {
    return join(this.dir, 'blocks', `${entry.dataFile}.data`)
  }

  async find(cid: string): Promise<NetworkEntry | undefined> {
    try {
      return JSON.parse(
        await readFile(join(this.dir, 'manifests', `${cid}.json`), 'utf8'),
      ) as NetworkEntry
    } catch {
      return undefined
    }
  }

  async list(): Promise<NetworkEntry[]> {
    const names = (await readdir(join(this.dir, 'manifests'))).filter(
      (name) => name.endsWith('.json') && !name.startsWith('.'),
    )
    const entries = await Promise.all(names.map((name) => this.find(name.slice(0, -5))))
    return entries.filter((entry): entry is NetworkEntry => entry !== undefined)
  }

  /** Announces a local dataset: its data file is linked (or copied) and its manifest recorded. */
  async publish(record: DatasetRecord, localDataPath: string, holder: string): Promise<void> {
    await linkOrCopy(localDataPath, this.dataPath(record))
    const entry: NetworkEntry = { ...record, holder }
    await writeFileAtomic(join(this.dir, 'manifests', `${record.cid}.json`), JSON.stringify(entry))
  }

  /**
   * Stops offering a dataset this holder announced: peers then find neither its manifest nor its
   * blocks (the shared data file stays, as another holder may offer the same bytes).
   */
  async withdraw(cid: string, holder: string): Promise<void> {
    const entry = await this.find(cid)
    if (entry?.holder !== holder) return
    await rm(join(this.dir, 'manifests', `${cid}.json`), { force: true })
  }

  private async seed(random: SeededRandom, holders: string[]): Promise<void> {
    for (const [index, dataset] of seededDatasets(random).entries()) {
      const incoming = join(this.dir, 'incoming', `seed-${process.pid}-${index}`)
      // Seeded content can be regenerated from the seed at any time, so it skips the fsyncs.
      const written = await writeBlocks(dataset.content(), incoming, () => undefined, false)
      const manifest: Manifest = {
        treeCid: written.treeCid,
        datasetSize: written.size,
        blockSize: BlockSize,
        filename: dataset.filename,
        mimetype: dataset.mimetype,
        protected: false,
      }
      const { cid, manifestBytes } = buildManifestCid(manifest)
      this.seeded.push(cid)
      if (await this.find(cid)) {
        await rm(incoming, { force: true })
        continue
      }
      await rename(incoming, this.dataPath({ dataFile: written.treeCid }))
      const holder = holders[index % Math.max(holders.length, 1)] ?? ''
      const entry: NetworkEntry = {
        cid,
        manifest,
        dataFile: written.treeCid,
        dataBlocks: written.blocks,
        extraBlocks: 0,
        manifestBytes,
        holder,
      }
      await writeFileAtomic(
        join(this.dir, 'manifests', `${cid}.json`),
        JSON.stringify(entry),
        false,
      )
    }
  }
}
