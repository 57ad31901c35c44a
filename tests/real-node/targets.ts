// The two sides of the differential suite: the real node, and the simulator's matching line set up
// as that node runs here (Codex v0.2.5, no persistence so no marketplace, a 1 GiB quota, listening
// and announcing on loopback with --nat=none: the simulator's `--announce loopback`).
import { launchSimulator, type LaunchedSimulator } from '../support/simulator.ts'
import { startRealNode, type RealNode } from './real-node.ts'

export interface Target {
  name: 'real' | 'sim'
  /** Origin without a trailing slash. */
  url: string
  /** The Codex API base under that origin. */
  api: string
}

export interface Targets {
  real: Target
  sim: Target
  node: RealNode
  simulator: LaunchedSimulator
  close(): Promise<void>
}

export const SIM_OPTIONS = {
  api: 'codex-0.2.5',
  marketplace: false,
  quotaBytes: 1024 ** 3,
  cors: 'strict',
  wire: 'binary',
  announce: 'loopback',
} as const

export async function startTargets(binary: string): Promise<Targets> {
  const node = await startRealNode(binary)
  const simulator = await launchSimulator(SIM_OPTIONS).catch(async (error: unknown) => {
    await node.close()
    throw error
  })
  return {
    real: { name: 'real', url: node.url, api: node.api },
    sim: { name: 'sim', url: simulator.url, api: simulator.api },
    node,
    simulator,
    async close() {
      await Promise.all([node.close(), simulator.close()])
    },
  }
}
