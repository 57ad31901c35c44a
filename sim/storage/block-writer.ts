import { createHash } from 'node:crypto'
import { open } from 'node:fs/promises'
import { blockCid, sha256 } from '../cid.ts'
import { BlockSize, treeCidFromRoot } from '../manifest.ts'

export interface WrittenDataset {
  size: number
  blocks: number
  treeCid: string
}

/** Raised when a block would not fit the quota; the message is the node's. */
export class StoreBlockError extends Error {}

/** Asks before each block whether it still fits; throwing StoreBlockError stops the upload. */
export type ReserveBlock = (blockCid: () => string) => void

/**
 * Streams `source` to `path` in 64 KiB blocks: each block is hashed (zero-padded like the node's
 * last block) and written before the next one is read, so memory stays at one block whatever
 * the size. The file is fsynced before this resolves unless `durable` is false.
 */
export async function writeBlocks(
  source: AsyncIterable<Uint8Array>,
  path: string,
  reserveBlock: ReserveBlock,
  durable = true,
): Promise<WrittenDataset> {
  const handle = await open(path, 'w')
  const tree = createHash('sha256')
  const block = Buffer.allocUnsafe(BlockSize)
  let filled = 0
  let size = 0
  let blocks = 0

  const flush = async (): Promise<void> => {
    if (filled < BlockSize) block.fill(0, filled)
    const digest = sha256(block)
    reserveBlock(() => blockCid(block))
    await handle.write(block, 0, filled)
    tree.update(digest)
    blocks += 1
    filled = 0
  }

  try {
    for await (const chunk of source) {
      let offset = 0
      while (offset < chunk.length) {
        const take = Math.min(BlockSize - filled, chunk.length - offset)
        block.set(chunk.subarray(offset, offset + take), filled)
        filled += take
        offset += take
        size += take
        if (filled === BlockSize) await flush()
      }
    }
    if (filled > 0) await flush()
    if (durable) await handle.sync()
  } finally {
    await handle.close()
  }
  return { size, blocks, treeCid: treeCidFromRoot(tree.digest()) }
}
