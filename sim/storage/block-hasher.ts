import { availableParallelism } from 'node:os'
import { Worker } from 'node:worker_threads'

/**
 * Hashes 64 KiB blocks on worker threads, so a large upload uses every core: the main thread
 * keeps receiving and writing while the workers digest earlier batches. Batches live in
 * SharedArrayBuffers, so nothing is copied to a worker.
 */
const workerSource = `
const { parentPort } = require('node:worker_threads')
const { createHash } = require('node:crypto')
parentPort.on('message', ({ id, buffer, length, blockSize }) => {
  const view = new Uint8Array(buffer, 0, length)
  const digests = new Uint8Array((length / blockSize) * 32)
  for (let offset = 0, index = 0; offset < length; offset += blockSize, index += 1) {
    digests.set(createHash('sha512-256').update(view.subarray(offset, offset + blockSize)).digest(), index * 32)
  }
  parentPort.postMessage({ id, digests }, [digests.buffer])
})
`

interface Reply {
  id: number
  digests: Uint8Array
}

type Pending = { resolve: (digests: Uint8Array) => void; reject: (error: Error) => void }

class HashWorker {
  private worker: Worker | undefined
  private readonly pending = new Map<number, Pending>()
  private nextId = 0

  private start(): Worker {
    const worker = new Worker(workerSource, { eval: true })
    worker.unref()
    worker.on('message', ({ id, digests }: Reply) => {
      this.pending.get(id)?.resolve(digests)
      this.pending.delete(id)
    })
    worker.on('error', (error) => this.fail(error))
    worker.on('exit', () => {
      this.worker = undefined
      this.fail(new Error('block hasher stopped'))
    })
    return worker
  }

  private fail(error: Error): void {
    for (const waiter of this.pending.values()) waiter.reject(error)
    this.pending.clear()
  }

  /** The concatenated 32-byte digests of the `length / blockSize` blocks at the start of `buffer`. */
  digest(buffer: SharedArrayBuffer, length: number, blockSize: number): Promise<Uint8Array> {
    this.worker ??= this.start()
    const id = (this.nextId += 1)
    const worker = this.worker
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject })
      if (this.pending.size === 1) worker.ref()
      worker.postMessage({ id, buffer, length, blockSize })
    }).finally(() => {
      if (this.pending.size === 0) worker.unref()
    }) as Promise<Uint8Array>
  }
}

/** Hands batches to the workers in turn; callers await the digests in their own order. */
class BlockHasher {
  private readonly workers = Array.from(
    { length: Math.max(1, Math.min(2, availableParallelism())) },
    () => new HashWorker(),
  )
  private turn = 0

  digest(buffer: SharedArrayBuffer, length: number, blockSize: number): Promise<Uint8Array> {
    this.turn = (this.turn + 1) % this.workers.length
    const worker = this.workers[this.turn] ?? new HashWorker()
    return worker.digest(buffer, length, blockSize)
  }
}

export const blockHasher = new BlockHasher()
