// The simulated nodes `npm start -- --nodes N` runs: a person's small fleet of mixed lines on
// consecutive ports, one hosted behind a password, each with its own data folder and identity.
import type { AnnounceMode } from '../sim/network/announce.ts'
import type { ApiLine } from '../sim/api-line.ts'
import type { BasicCredentials } from '../sim/http/reverse-proxy.ts'
import { defaultOptions } from '../sim/options.ts'
import { startSimulator, type RunningSimulator } from '../sim/server.ts'
import { simulatorConfig, type DemoConfig, type DemoNode } from '../cli/serve/serve-demo.ts'

/** The demo's password for its hosted node: printed at start, typed in by the user. */
export const demoCredentials: BasicCredentials = { username: 'vault', password: 'vault-demo' }

interface FleetMember {
  name: string
  /** The first node follows `--api`; the others are fixed, so the fleet always mixes lines. */
  api?: ApiLine
  auth?: BasicCredentials
}

const fleet: readonly FleetMember[] = [
  { name: 'Home node' },
  { name: 'Logos Storage node', api: 'storage' },
  { name: 'Hosted node', api: 'codex-0.2.5', auth: demoCredentials },
]

/** Beyond the named three, a larger fleet (`--nodes 20`) of plain nodes that alternate lines. */
export const maxDemoNodes = 20

function memberAt(index: number): FleetMember {
  return (
    fleet[index] ?? {
      name: `Node ${index + 1}`,
      api: index % 2 === 0 ? 'codex-0.2.5' : 'storage',
    }
  )
}

/** `--nodes` as given: 1 (one node, as without it) to `maxDemoNodes`. */
export function parseNodeCount(text: string): number {
  const count = Number(text)
  if (!/^\d+$/.test(text) || count < 1 || count > maxDemoNodes) {
    throw new Error(`--nodes must be a whole number from 1 to ${maxDemoNodes}, got ${text}`)
  }
  return count
}

export interface DemoNodeOptions {
  count: number
  /** Each node also serves its Prometheus metrics (`--metrics`), on a free port. */
  metrics?: boolean
  /** The first node's line (`--api`). */
  api: ApiLine
  /** The first node's port; the next ones count up from it (each falls back to a free port). */
  firstPort: number
  /** With one node its folder; with several, `<dataDir>-1`, `<dataDir>-2`, ... */
  dataDir: string
  timeScale: number
  /** Datasets each simulated node starts with (`--files`). */
  files?: number
  /** What each simulated node announces (`--announce`): public by default. */
  announce?: AnnounceMode
  log?: (line: string) => void
}

export interface StartedDemoNode extends DemoNode {
  api: ApiLine
  dataDir: string
  auth?: BasicCredentials
  simulator: RunningSimulator
}

export interface DemoNodes {
  nodes: StartedDemoNode[]
  /** The first node as the vault's node, its services, and (with several) the node list. */
  config: DemoConfig
  close(): Promise<void>
}

/** Several nodes log to one console: each line says whose it is. */
const tagged = (name: string) => (line: string) => console.log(`[${name}] ${line}`)

async function startOn(port: number, options: Parameters<typeof startSimulator>[0]) {
  return startSimulator({ ...options, port }).catch(() => startSimulator({ ...options, port: 0 }))
}

export async function startDemoNodes(options: DemoNodeOptions): Promise<DemoNodes> {
  const nodes: StartedDemoNode[] = []
  const close = async () => {
    await Promise.all(nodes.map((node) => node.simulator.close()))
  }
  try {
    for (let index = 0; index < options.count; index += 1) {
      const member = memberAt(index)
      const api = member.api ?? options.api
      const dataDir = options.count === 1 ? options.dataDir : `${options.dataDir}-${index + 1}`
      const simulator = await startOn(options.firstPort === 0 ? 0 : options.firstPort + index, {
        dataDir,
        api,
        timeScale: options.timeScale,
        files: options.files ?? 0,
        announce: options.announce ?? 'public',
        // Each node its own peer id, peers and seeded network content.
        seed: index === 0 ? defaultOptions.seed : `${defaultOptions.seed}-${index + 1}`,
        auth: member.auth ?? null,
        metricsPort: options.metrics ? 0 : null,
        log: options.log ?? (options.count === 1 ? defaultOptions.log : tagged(member.name)),
      })
      const username = member.auth?.username
      const node = { name: member.name, url: simulator.url, api, dataDir, simulator }
      nodes.push(username ? { ...node, username, auth: member.auth } : node)
    }
  } catch (error) {
    await close()
    throw error
  }
  const first = nodes[0]!.simulator
  const config = simulatorConfig(first.url)
  // The vault's default node is http://localhost:8080; name the node only when it lives elsewhere.
  // A fleet is a node list instead: a node-url would fix the page to the first node.
  if (first.port === 8080 || nodes.length > 1) delete config.nodeUrl
  if (nodes.length > 1) {
    config.nodes = nodes.map(({ name, url, username }) =>
      username ? { name, url, username } : { name, url },
    )
  }
  return { nodes, config, close }
}

/** What the console says about each node: which is which, and how to sign in to the hosted one. */
export function describeDemoNodes(nodes: StartedDemoNode[]): string {
  const width = Math.max(...nodes.map((node) => node.name.length))
  return nodes
    .map((node) => {
      const where = `${node.name.padEnd(width)}  ${node.api.padEnd(11)}  ${node.url}  (data in ${node.dataDir})`
      if (!node.auth) return `  ${where}`
      const { username, password } = node.auth
      return `  ${where}\n  ${' '.repeat(width)}  behind HTTP basic auth: username "${username}", password "${password}"`
    })
    .join('\n')
}
