import { createCipheriv, createHash } from 'node:crypto'

/**
 * Deterministic randomness: every value derives from the seed and a label, so the same seed
 * gives the same peers, ids and buyers on every run and every machine.
 */
export class SeededRandom {
  private counter = 0

  constructor(private readonly seed: string) {}

  /** `length` bytes that depend only on the seed and the label. */
  bytes(label: string, length: number): Buffer {
    const chunks: Buffer[] = []
    let total = 0
    for (let block = 0; total < length; block += 1) {
      const chunk = createHash('sha256').update(`${this.seed}\u0000${label}\u0000${block}`).digest()
      chunks.push(chunk)
      total += chunk.length
    }
    return Buffer.concat(chunks).subarray(0, length)
  }

  /** A fast deterministic byte stream for bulk content (AES-256-CTR keyed by seed and label). */
  keystream(label: string): (length: number) => Buffer {
    const key = this.bytes(`${label}:key`, 32)
    const cipher = createCipheriv('aes-256-ctr', key, Buffer.alloc(16))
    return (length) => cipher.update(Buffer.alloc(length))
  }

  /** A float in [0, 1) for the label. */
  fraction(label: string): number {
    return this.bytes(label, 6).readUIntBE(0, 6) / 2 ** 48
  }

  /** An integer in [min, max] for the label. */
  integer(label: string, min: number, max: number): number {
    return min + Math.floor(this.fraction(label) * (max - min + 1))
  }

  pick<T>(label: string, items: readonly T[]): T {
    const item = items[this.integer(label, 0, items.length - 1)]
    if (item === undefined) throw new Error(`Cannot pick from an empty list (${label})`)
    return item
  }

  /** Fresh bytes on every call (a persisted counter keeps them unique across restarts). */
  next(kind: string, length: number): Buffer {
    this.counter += 1
    return this.bytes(`${kind}#${this.counter}`, length)
  }

  get sequence(): number {
    return this.counter
  }

  set sequence(value: number) {
    this.counter = value
  }
}

export const hex = (bytes: Uint8Array): string => Buffer.from(bytes).toString('hex')
