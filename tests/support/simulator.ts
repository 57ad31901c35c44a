// The one way every test layer starts a simulated node: unit and client tests (vitest), the
// browser tests (web-test-runner's command), each end-to-end worker (a Playwright worker fixture)
// and the benches. A real HTTP server on an ephemeral loopback port with its own data folder.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startSimulator, type SimulatorOptions } from '../../sim/server.ts'
import { lineTraits } from '../../sim/api-line.ts'

export interface LaunchedSimulator {
  url: string
  port: number
  /** With `metricsPort`: where the node's `/metrics` is served. */
  metricsUrl?: string
  /** The node API's base: `${url}/api/codex/v1`, or the prefix of the line it serves. */
  api: string
  dataDir: string
  /** Calls a `/_sim/` control (GET for `/state` and `/requests`, else POST with a JSON body). */
  control(path: string, body?: unknown): Promise<unknown>
  /** Stops the server and keeps the data folder (a restart test starts again on it). */
  stop(): Promise<void>
  /** Stops the server and deletes the data folder this launch created. */
  close(): Promise<void>
}

export interface LaunchOptions extends Partial<SimulatorOptions> {
  /** Start on this data folder instead of a new temporary one (it is then never deleted). */
  reuseDataDir?: string
}

const READS = new Set(['/state', '/requests', '/seeded-dates'])

export async function launchSimulator(options: LaunchOptions = {}): Promise<LaunchedSimulator> {
  const { reuseDataDir, ...simulator } = options
  const dataDir = reuseDataDir ?? (await mkdtemp(join(tmpdir(), 'vault-sim-')))
  const running = await startSimulator({
    port: 0,
    dataDir,
    log: process.env.SIM_LOG ? (line: string) => console.log(line) : () => undefined,
    ...simulator,
  }).catch(async (error: unknown) => {
    if (!reuseDataDir) await rm(dataDir, { recursive: true, force: true })
    throw error
  })
  let stopped: Promise<void> | undefined
  const stop = () => (stopped ??= running.close())
  return {
    url: running.url,
    port: running.port,
    metricsUrl: running.metricsUrl,
    api: `${running.url}${simulator.apiPrefix || lineTraits(simulator.api ?? 'codex-0.2.0').prefix}`,
    dataDir,
    async control(path, body = {}) {
      const read = READS.has(path)
      const response = await fetch(`${running.url}/_sim${path}`, {
        method: read ? 'GET' : 'POST',
        body: read ? undefined : JSON.stringify(body),
      })
      if (!response.ok) throw new Error(`simulator control ${path}: ${await response.text()}`)
      const text = await response.text()
      return text ? (JSON.parse(text) as unknown) : undefined
    },
    stop,
    async close() {
      await stop()
      if (!reuseDataDir) await rm(dataDir, { recursive: true, force: true })
    },
  }
}
