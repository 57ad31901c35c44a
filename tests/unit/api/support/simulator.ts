import { launchSimulator, type LaunchOptions } from '../../../support/simulator.ts'
import { createNodeClient, type NodeClient } from '../../../../src/api/node-client.ts'
import type { UploadOptions } from '../../../../src/api/upload.ts'
import { createNodeXhr } from './node-xhr.ts'
import { browserTransport } from '../../../../src/platform/transport.ts'

export interface Simulator {
  url: string
  client: NodeClient
  control(path: string, body?: unknown): Promise<unknown>
  close(): Promise<void>
}

/** A simulator on an ephemeral port with its own data folder, and a client pointed at it. */
export async function startTestSimulator(options: LaunchOptions = {}): Promise<Simulator> {
  const launched = await launchSimulator({ networkFailureDelayMs: 20, ...options })
  return {
    url: launched.url,
    client: createNodeClient({
      ...browserTransport,
      url: launched.url,
      createXhr: createNodeXhr(),
    }),
    control: launched.control,
    close: launched.close,
  }
}

/** Deterministic bytes, so uploads of the same size differ only when the seed does. */
export function bytes(size: number, seed = 1): Blob {
  const data = new Uint8Array(size)
  let state = seed
  for (let i = 0; i < size; i += 1) {
    state = (state * 1103515245 + 12345) >>> 0
    data[i] = state >>> 24
  }
  return new Blob([data])
}

export const UNKNOWN_CID = 'zDvZRwzm2mK7tvDzKScRLapqGdgNTLyyEBvx1TQY37J2CdWdS6Sj'

/** Uploads `blob` to the simulator and answers its cid (throws the node's message on failure). */
export async function uploadedCid(
  sim: Simulator,
  blob: Blob,
  options: UploadOptions = {},
): Promise<string> {
  const result = await sim.client.upload(blob, options).result
  if (result.error) throw new Error(result.data.message)
  return result.data
}
