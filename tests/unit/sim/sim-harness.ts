import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, vi } from 'vitest'
import type { RunningSimulator, SimulatorOptions } from '../../../sim/server.ts'
import { launchSimulator } from '../../support/simulator.ts'

export interface TestSimulator extends RunningSimulator {
  api: string
  dataDir: string
  /** Stops the server without deleting the data dir (for restart tests). */
  stop(): Promise<void>
  restart(options?: Partial<SimulatorOptions>): Promise<TestSimulator>
}

// Real servers, disks and child processes on a 2-core machine shared by several engineers.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 })

const cleanups: (() => Promise<void>)[] = []

afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()?.()
})

export async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'vault-sim-'))
  cleanups.unshift(() => rm(dir, { recursive: true, force: true }))
  return dir
}

/** A simulator on an ephemeral port with its own temp data dir, stopped and removed after the test. */
export async function startTestSimulator(
  options: Partial<SimulatorOptions> = {},
  dataDir?: string,
): Promise<TestSimulator> {
  const dir = dataDir ?? (await tempDir())
  const launched = await launchSimulator({
    networkFailureDelayMs: 20,
    ...options,
    reuseDataDir: dir,
  })
  cleanups.push(() => launched.stop())
  return {
    url: launched.url,
    port: launched.port,
    metricsUrl: launched.metricsUrl,
    api: launched.api,
    dataDir: dir,
    close: launched.stop,
    stop: launched.stop,
    restart: async (more = {}) => {
      await launched.stop()
      return startTestSimulator({ ...options, ...more }, dir)
    },
  }
}

export async function upload(
  api: string,
  body: string | Blob,
  headers: Record<string, string> = {},
): Promise<string> {
  const blob = typeof body === 'string' ? new Blob([body]) : body
  const response = await fetch(`${api}/data`, { method: 'POST', body: blob, headers })
  const text = await response.text()
  if (response.status !== 200) throw new Error(`upload failed: ${response.status} ${text}`)
  return text
}

export async function control(sim: RunningSimulator, path: string, body: unknown = {}) {
  const response = await fetch(`${sim.url}/_sim${path}`, {
    method: 'POST',
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`control ${path} failed: ${await response.text()}`)
  return response.json() as Promise<unknown>
}

/** An untyped Blob, so fetch adds no `text/plain;charset=UTF-8` (which the node rejects). */
export const bytes = (content: string | Uint8Array<ArrayBuffer>): Blob => new Blob([content])

export function randomBytes(size: number, seed = 1): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size)
  let state = seed * 2654435761
  for (let i = 0; i < size; i += 1) {
    state = (state * 1103515245 + 12345) >>> 0
    bytes[i] = state >>> 24
  }
  return bytes
}
