import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startSimulator, type SimulatorOptions } from '../../../../sim/server.ts'
import { createNodeClient, type NodeClient } from '../../../../src/api/node-client.ts'
import { createNodeXhr } from './node-xhr.ts'

export interface Simulator {
  url: string
  client: NodeClient
  control(path: string, body?: unknown): Promise<unknown>
  close(): Promise<void>
}

/** A simulator on an ephemeral port with its own data folder, and a client pointed at it. */
export async function startTestSimulator(
  options: Partial<SimulatorOptions> = {},
): Promise<Simulator> {
  const dataDir = await mkdtemp(join(tmpdir(), 'vault-api-'))
  const running = await startSimulator({
    port: 0,
    dataDir,
    networkFailureDelayMs: 20,
    log: () => undefined,
    ...options,
  })
  return {
    url: running.url,
    client: createNodeClient({ url: running.url, createXhr: createNodeXhr() }),
    control: async (path, body = {}) => {
      const response = await fetch(`${running.url}/_sim${path}`, {
        method: path === '/state' ? 'GET' : 'POST',
        body: path === '/state' ? undefined : JSON.stringify(body),
      })
      if (!response.ok) throw new Error(`simulator control ${path}: ${await response.text()}`)
      return response.json() as Promise<unknown>
    },
    close: async () => {
      await running.close()
      await rm(dataDir, { recursive: true, force: true })
    },
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
