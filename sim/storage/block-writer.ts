import { createHash } from 'node:crypto'
import { open } from 'node:fs/promises'
import { blockCid } from '../cid.ts'
import { BlockSize, treeCidFromRoot } from '../manifest.ts'
import { blockHasher } from './block-hasher.ts'

export interface WrittenDataset {
  size: number
  blocks: number
  treeCid: string
}

/** Raised when a block would not fit the quota; the message is the node's. */
export class StoreBlockError extends Error {}

/** Asks before each block whether it still fits; throwing StoreBlockError stops the upload. */
export type ReserveBlock = (blockCid: () => string) => void

/** Blocks per batch (16 x 64 KiB); three batches in flight bound memory to 3 MiB per upload. */
const BatchSize = 16 * BlockSize
const Batches = 3

interface InFlight {
  digests: Promise<Uint8Array>
  written: Promise<unknown>
}

/**
 * Streams `source` to `path` in 64 KiB blocks. Each block is checked against the quota and
 * hashed (the last one zero-padded, like the node's); a batch is hashed on the worker and written
 * while the next one is received. Per-block digests are SHA-512/256, the tree root over them
 * SHA-256, so the tree cid is a sha2-256 CID. With `durable` the file is fsynced before this
 * resolves.
 */
export async function writeBlocks(
  source: AsyncIterable<Uint8Array>,
  path: string,
  reserveBlock: ReserveBlock,
  durable = true,
): Promise<WrittenDataset> {
  const handle = await open(path, 'w')
  const tree = createHash('sha256')
  const shared = Array.from({ length: Batches }, () => new SharedArrayBuffer(BatchSize))
  const views = shared.map((buffer) => Buffer.from(buffer))
  const inFlight: InFlight[] = []
  let current = 0
  let filled = 0
  let size = 0
  let blocks = 0
  let position = 0

  const settleOldest = async (): Promise<void> => {
    const oldest = inFlight.shift()
    if (!oldest) return
    tree.update(await oldest.digests)
    await oldest.written
  }

  const flush = async (): Promise<void> => {
    const view = views[current] ?? Buffer.alloc(0)
    const length = filled
    const padded = Math.ceil(length / BlockSize) * BlockSize
    view.fill(0, length, padded)
    for (let offset = 0; offset < padded; offset += BlockSize) {
      reserveBlock(() => blockCid(view.subarray(offset, offset + BlockSize)))
      blocks += 1
    }
    inFlight.push({
      digests: blockHasher.digest(shared[current] ?? new SharedArrayBuffer(0), padded, BlockSize),
      written: handle.write(view, 0, length, position),
    })
    position += length
    current = (current + 1) % Batches
    filled = 0
    if (inFlight.length === Batches) await settleOldest()
  }

  try {
    for await (const chunk of source) {
      let offset = 0
      while (offset < chunk.length) {
        const take = Math.min(BatchSize - filled, chunk.length - offset)
        views[current]?.set(chunk.subarray(offset, offset + take), filled)
        filled += take
        offset += take
        size += take
        if (filled === BatchSize) await flush()
      }
    }
    if (filled > 0) await flush()
    while (inFlight.length > 0) await settleOldest()
    if (durable) await handle.sync()
  } finally {
    await Promise.allSettled(inFlight.flatMap((batch) => [batch.digests, batch.written]))
    await handle.close()
  }
  return { size, blocks, treeCid: treeCidFromRoot(tree.digest()) }
}
