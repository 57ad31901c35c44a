import { createXXHash128, type IHasher } from 'hash-wasm'

/** Bytes in one block digest (XXH3-128). */
export const BlockDigestLength = 16

let hasher: Promise<IHasher> | undefined

/**
 * A digest function for 64 KiB blocks. XXH3-128 (WebAssembly) rather than SHA-2: the simulator
 * only needs content identity, and on machines without SHA instructions SHA-2 costs more CPU than
 * receiving and writing the upload together (see sim/README.md, deviation 3).
 */
export async function blockDigester(): Promise<(block: Uint8Array) => Uint8Array> {
  const instance = await (hasher ??= createXXHash128())
  return (block) => instance.init().update(block).digest('binary')
}
