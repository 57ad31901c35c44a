import { randomBytes } from 'node:crypto'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { BlockSize } from '../../../sim/manifest.ts'
import {
  StoreBlockError,
  writeBlocks,
  type ReserveBlock,
} from '../../../sim/storage/block-writer.ts'

const folder = await mkdtemp(join(tmpdir(), 'vault-block-writer-'))
afterAll(() => rm(folder, { recursive: true, force: true }))

/** Yields `bytes` in pieces of `piece` bytes, as a socket would. */
async function* pieces(bytes: Uint8Array, piece: number): AsyncGenerator<Uint8Array> {
  for (let offset = 0; offset < bytes.length; offset += piece) {
    yield bytes.subarray(offset, offset + piece)
  }
}

let files = 0
const write = (bytes: Uint8Array, piece = 65_000, reserve: ReserveBlock = () => undefined) =>
  writeBlocks(pieces(bytes, piece), join(folder, `file-${(files += 1)}`), reserve, false)

describe('writeBlocks', () => {
  const content = randomBytes(16 * BlockSize * 2 + 3 * BlockSize + 1234)

  it('writes the exact bytes and counts the padded last block', async () => {
    const result = await write(content)
    expect(result.size).toBe(content.length)
    expect(result.blocks).toBe(16 * 2 + 3 + 1)
    expect(Buffer.compare(await readFile(join(folder, `file-${files}`)), content)).toBe(0)
  })

  it('gives the same tree cid whatever the pieces the bytes arrive in', async () => {
    const first = await write(content, 65_000)
    const second = await write(content, 1_048_577)
    const third = await write(content, 7)
    expect(second.treeCid).toBe(first.treeCid)
    expect(third.treeCid).toBe(first.treeCid)
  })

  it('gives a different tree cid when any byte differs, even in the last block', async () => {
    const changed = Buffer.from(content)
    changed.writeUInt8((changed.at(-1) ?? 0) ^ 1, changed.length - 1)
    const [original, altered] = [await write(content), await write(changed)]
    expect(altered.treeCid).not.toBe(original.treeCid)
  })

  it('stops with the quota error before writing a block that does not fit', async () => {
    let allowed = 5
    const reserve: ReserveBlock = (blockCid) => {
      if (allowed === 0) throw new StoreBlockError(`Unable to store block ${blockCid()}`)
      allowed -= 1
    }
    await expect(write(content, 65_000, reserve)).rejects.toThrow(/^Unable to store block zDx/)
  })
})
