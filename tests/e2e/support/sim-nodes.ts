// Several simulated nodes for the tests of a person's fleet (the Nodes section, elements bound to a
// node, nodes behind a password): each a real simulator on its own ephemeral port, data folder and
// identity, stopped and restarted through its control routes, its node API requests counted.
// Free of Playwright, so a fixture or a plain vitest test can use it alike.
import type { DownMode } from '../../../sim/faults.ts'
import type { RequestCounts } from '../../../sim/http/request-counter.ts'
import type { BasicCredentials } from '../../../sim/http/reverse-proxy.ts'
import type { DemoNode } from '../../../cli/serve/serve-demo.ts'
import {
  launchSimulator,
  type LaunchedSimulator,
  type LaunchOptions,
} from '../../support/simulator.ts'

/** Any simulator option (`api`: the node line, default `codex-0.2.0`), plus: */
export interface SimulatedNodeSpec extends Omit<LaunchOptions, 'auth'> {
  /** Behind a reverse proxy asking for these basic credentials. */
  auth?: BasicCredentials
  /** Its name in the demo's node list (default `Node <n>`). */
  name?: string
}

export interface SimulatedNode {
  name: string
  /** Origin, e.g. http://127.0.0.1:41234: what a user types as the node's address. */
  url: string
  /** The node API's base: `${url}/api/codex/v1`, or the prefix of the line it serves. */
  api: string
  auth: BasicCredentials | null
  /** `Authorization` value that passes its proxy (undefined for a node without one). */
  authorization: string | undefined
  /**
   * Takes the node down. `reset` (default): as a host that is gone, a browser's fetch rejects (a
   * network error, no HTTP answer); `bad-gateway`: its proxy stays up and answers 502; `hang`:
   * requests are held unanswered until it starts again.
   */
  stop(mode?: DownMode): Promise<void>
  /** Brings it back with its data; requests held by `hang` are dropped. */
  start(): Promise<void>
  /** Node API requests since it started or since `resetRequests()` (preflights and 401s included). */
  requests(): Promise<RequestCounts>
  resetRequests(): Promise<void>
  /** Any `/_sim/` control (see sim/README.md), e.g. control('/reset'). */
  control(path: string, body?: unknown): Promise<unknown>
}

export interface SimulatedNodes {
  nodes: SimulatedNode[]
  /** The list for `DemoConfig.nodes` (`<vault-app nodes>`): names, addresses, usernames only. */
  demoNodes: DemoNode[]
  /** Brings every node back up, resets its data, faults and request counts. */
  reset(): Promise<void>
  /** Stops every node and deletes their data folders. */
  close(): Promise<void>
}

export const basicAuthorization = ({ username, password }: BasicCredentials): string =>
  `Basic ${Buffer.from(`${username}:${password}`, 'utf8').toString('base64')}`

function simulatedNode(name: string, sim: LaunchedSimulator, auth: BasicCredentials | null) {
  const node: SimulatedNode = {
    name,
    url: sim.url,
    api: sim.api,
    auth,
    authorization: auth ? basicAuthorization(auth) : undefined,
    stop: async (mode = 'reset') => void (await sim.control('/down', { mode })),
    start: async () => void (await sim.control('/up')),
    requests: async () => (await sim.control('/requests')) as RequestCounts,
    resetRequests: async () => {
      const response = await fetch(`${sim.url}/_sim/requests`, { method: 'DELETE' })
      if (!response.ok) throw new Error(`simulator control /requests: ${await response.text()}`)
    },
    control: (path, body) => sim.control(path, body),
  }
  return node
}

/**
 * Starts one simulator per spec (in order, each with its own seed so peer ids differ) and resolves
 * once all listen; if one fails to start, those already started are closed.
 */
export async function startSimulatedNodes(specs: SimulatedNodeSpec[]): Promise<SimulatedNodes> {
  const launched: LaunchedSimulator[] = []
  const close = async () => {
    await Promise.all(launched.map((sim) => sim.close()))
  }
  const nodes: SimulatedNode[] = []
  try {
    for (const [index, { name, auth, ...options }] of specs.entries()) {
      const sim = await launchSimulator({
        seed: `codex-vault-node-${index + 1}`,
        ...options,
        auth: auth ?? null,
      })
      launched.push(sim)
      nodes.push(simulatedNode(name ?? `Node ${index + 1}`, sim, auth ?? null))
    }
  } catch (error) {
    await close()
    throw error
  }
  return {
    nodes,
    demoNodes: nodes.map(({ name, url, auth }) =>
      auth ? { name, url, username: auth.username } : { name, url },
    ),
    reset: async () => {
      await Promise.all(nodes.map((node) => node.control('/reset')))
    },
    close,
  }
}
