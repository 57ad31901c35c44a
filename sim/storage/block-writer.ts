import { createHash } from 'node:crypto'
import { open } from 'node:fs/promises'
import { blockCid } from '../cid.ts'
import { BlockSize, treeCidFromRoot } from '../manifest.ts'
import { blockDigester } from './block-digest.ts'

export interface WrittenDataset {
  size: number
  blocks: number
  treeCid: string
}

/** Raised when a block would not fit the quota; the message is the node's. */
export class StoreBlockError extends Error {}

/** Asks before each block whether it still fits; throwing StoreBlockError stops the upload. */
export type ReserveBlock = (blockCid: () => string) => void

/** Blocks per batch (16); three batches in flight bound memory to 3 MiB per 64 KiB-block upload. */
const BlocksPerBatch = 16
const Batches = 3

/**
 * Streams `source` to `path` in blocks of `blockSize` (64 KiB unless the upload asked otherwise). Each block is checked against the quota and
 * digested (the last one zero-padded, like the node's) as soon as it is complete; full batches
 * are written while the next ones are received. The tree root is SHA-256 over the block digests,
 * so the tree cid is a sha2-256 CID. With `durable` the file is fsynced before this resolves.
 */
export async function writeBlocks(
  source: AsyncIterable<Uint8Array>,
  path: string,
  reserveBlock: ReserveBlock,
  durable = true,
  blockSize = BlockSize,
): Promise<WrittenDataset> {
  const batchSize = BlocksPerBatch * blockSize
  const digest = await blockDigester()
  const handle = await open(path, 'w')
  const tree = createHash('sha256')
  const batches = Array.from({ length: Batches }, () => Buffer.allocUnsafe(batchSize))
  const writes: Promise<unknown>[] = []
  let current = 0
  let filled = 0
  let size = 0
  let blocks = 0
  let position = 0

  const completeBlock = (batch: Buffer, end: number): void => {
    const block = batch.subarray(end - blockSize, end)
    reserveBlock(() => blockCid(block))
    tree.update(digest(block))
    blocks += 1
  }

  const flush = async (): Promise<void> => {
    const batch = batches[current] ?? Buffer.alloc(0)
    if (filled % blockSize !== 0) {
      const padded = Math.ceil(filled / blockSize) * blockSize
      batch.fill(0, filled, padded)
      completeBlock(batch, padded)
    }
    writes.push(handle.write(batch, 0, filled, position))
    position += filled
    current = (current + 1) % Batches
    filled = 0
    if (writes.length === Batches) await writes.shift()
  }

  try {
    for await (const chunk of source) {
      let offset = 0
      while (offset < chunk.length) {
        const batch = batches[current] ?? Buffer.alloc(0)
        const take = Math.min(blockSize - (filled % blockSize), chunk.length - offset)
        batch.set(chunk.subarray(offset, offset + take), filled)
        filled += take
        offset += take
        size += take
        if (filled % blockSize === 0) completeBlock(batch, filled)
        if (filled === batchSize) await flush()
      }
    }
    if (filled > 0) await flush()
    await Promise.all(writes.splice(0))
    if (durable) await handle.sync()
  } finally {
    await Promise.allSettled(writes)
    await handle.close()
  }
  return { size, blocks, treeCid: treeCidFromRoot(tree.digest()) }
}
