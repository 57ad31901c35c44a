import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { writeFileAtomic } from '../storage/atomic-file.ts'
import { emptyMarketState, type MarketState } from './market-types.ts'

/** The marketplace state file; saves are atomic and queued so they never interleave. */
export class MarketStore {
  private queue: Promise<void> = Promise.resolve()

  constructor(private readonly dataDir: string) {}

  private get path(): string {
    return join(this.dataDir, 'state.json')
  }

  async load(clockSeconds: number): Promise<MarketState> {
    try {
      const state = JSON.parse(await readFile(this.path, 'utf8')) as MarketState
      if (state.version === 1) return state
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    }
    return emptyMarketState(clockSeconds)
  }

  save(state: MarketState): Promise<void> {
    const snapshot = JSON.stringify(state)
    this.queue = this.queue.catch(() => undefined).then(() => writeFileAtomic(this.path, snapshot))
    return this.queue
  }
}
