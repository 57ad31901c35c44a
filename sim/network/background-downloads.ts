import type { SimulatedClock } from '../clock.ts'
import type { Transport } from '../routes/transport.ts'
import type { NetworkEntry } from './shared-network.ts'

export interface DownloadProgress {
  /** Blocks received so far, blocks in all, and their bytes (the node's `received`, `total`, `bytes`). */
  received: number
  total: number
  bytes: number
}

interface Download {
  id: number
  /** The manifest cid the download was started with. */
  cid: string
  entry: NetworkEntry
  transport: Transport
  /** Simulated seconds (with fraction). */
  startedAt: number
  timer: NodeJS.Timeout
}

/**
 * Logos Storage's background downloads: each moves at `bytesPerSecond` of simulated time, so a
 * test with a large time scale (or a clock jump) sees it advance and finish. A finished download
 * is imported into the local store and forgotten, as the node releases it.
 */
export class BackgroundDownloads {
  private readonly running = new Map<number, Download>()
  private nextId = 1
  /** Imports of finished downloads, in order: a progress answer waits for them. */
  private importing: Promise<void> = Promise.resolve()

  constructor(
    private readonly clock: SimulatedClock,
    private readonly bytesPerSecond: number,
    private readonly complete: (entry: NetworkEntry) => Promise<void>,
    private readonly log: (line: string) => void,
  ) {}

  /**
   * Starts a download, or answers the running one's id for the same dataset over the same
   * transport (as the node does).
   */
  start(cid: string, entry: NetworkEntry, transport: Transport = 'direct'): number {
    const existing = [...this.running.values()].find(
      (download) =>
        download.entry.manifest.treeCid === entry.manifest.treeCid &&
        download.transport === transport,
    )
    if (existing) return existing.id
    const id = this.nextId++
    const startedAt = this.clock.preciseNow()
    const end = startedAt + this.duration(entry)
    const timer = setTimeout(
      () => void this.settle(),
      this.clock.realDelayUntil(Math.ceil(end)) + 5,
    )
    timer.unref()
    this.running.set(id, { id, cid, entry, transport, startedAt, timer })
    return id
  }

  /** An id for a download that had nothing to fetch: its progress is `{active: false}` at once. */
  done(): number {
    return this.nextId++
  }

  private duration(entry: NetworkEntry): number {
    return this.bytesPerSecond > 0 ? this.totalBytes(entry) / this.bytesPerSecond : 0
  }

  private totalBytes(entry: NetworkEntry): number {
    return entry.dataBlocks * entry.manifest.blockSize
  }

  private progressOf(download: Download): DownloadProgress {
    const { blockSize } = download.entry.manifest
    const total = download.entry.dataBlocks
    const elapsed = this.clock.preciseNow() - download.startedAt
    const moved = this.bytesPerSecond > 0 ? elapsed * this.bytesPerSecond : Infinity
    const received = Math.min(total, Math.floor(moved / blockSize))
    return { received, total, bytes: received * blockSize }
  }

  /** Imports every download whose last block has arrived (and waits for earlier imports). */
  async settle(): Promise<void> {
    for (const download of [...this.running.values()]) {
      const { received, total } = this.progressOf(download)
      if (received < total) continue
      this.forget(download)
      this.importing = this.importing.then(() =>
        this.complete(download.entry).catch((error: unknown) =>
          this.log(`background download ${download.id} failed: ${String(error)}`),
        ),
      )
    }
    await this.importing
  }

  private find(id: number, cid: string): Download | undefined {
    const download = this.running.get(id)
    return download && download.cid === cid ? download : undefined
  }

  /** Progress of a running download; undefined once it finished, was cancelled or never existed. */
  async progress(id: number, cid: string): Promise<DownloadProgress | undefined> {
    await this.settle()
    const download = this.find(id, cid)
    return download && this.progressOf(download)
  }

  /** False when no such download is running. */
  cancel(id: number, cid: string): boolean {
    const download = this.find(id, cid)
    if (download) this.forget(download)
    return download !== undefined
  }

  private forget(download: Download): void {
    clearTimeout(download.timer)
    this.running.delete(download.id)
  }

  /** A restart or reset drops every download under way. */
  clear(): void {
    for (const download of [...this.running.values()]) this.forget(download)
  }
}
