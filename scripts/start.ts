// `npm start`: builds the bundle, starts the simulated node (unless a real one is named; `--nodes N`
// starts a small fleet, registered in the demo's node list) and serves the demo page with
// <vault-app> on loopback, and the widgets page from a second loopback port: a foreign host page
// (another node UI) on its own origin.
import { parseArgs } from 'node:util'
import { build } from 'vite'
import { apiLines, isApiLine } from '../sim/api-line.ts'
import { parseHistorySpan } from '../src/demo/demo-history.ts'
import { parseFileCount } from '../sim/seed-files.ts'
import { announceModes } from '../sim/network/announce.ts'
import { describeDemoNodes, parseNodeCount, startDemoNodes } from './demo-nodes.ts'
import { serveDemo, type DemoConfig } from './serve-demo.ts'
import { findBinaries } from './prometheus/binaries.ts'
import { prometheusWeek } from './prometheus/backfill.ts'
import {
  describeMonitoring,
  startMonitoring,
  type MonitoredNode,
} from './prometheus/start-monitoring.ts'

const { values: flags } = parseArgs({
  options: {
    node: { type: 'string' },
    host: { type: 'string', default: '127.0.0.1' },
    port: { type: 'string', default: '5173' },
    'widgets-port': { type: 'string', default: '5174' },
    'sim-port': { type: 'string', default: '8080' },
    'data-dir': { type: 'string', default: '.sim-data/start' },
    'time-scale': { type: 'string', default: '60' },
    api: { type: 'string', default: 'codex-0.2.0' },
    nodes: { type: 'string', default: '1' },
    prometheus: { type: 'boolean', default: false },
    history: { type: 'string' },
    files: { type: 'string', default: '0' },
    announce: { type: 'string', default: 'public' },
  },
})
if (!isApiLine(flags.api)) {
  console.error(`--api must be one of ${apiLines.join(', ')}`)
  process.exit(2)
}
const api = flags.api
const announce = announceModes.find((mode) => mode === flags.announce)
if (!announce) {
  console.error(`--announce must be one of ${announceModes.join(', ')}`)
  process.exit(2)
}
let nodeCount: number
try {
  nodeCount = parseNodeCount(flags.nodes)
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error))
  process.exit(2)
}

let fileCount: number
try {
  fileCount = parseFileCount(flags.files)
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error))
  process.exit(2)
}

let historySpan: number | undefined
try {
  historySpan = flags.history === undefined ? undefined : parseHistorySpan(flags.history)
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error))
  process.exit(2)
}

const realNode = flags.node ?? process.env.VAULT_NODE_URL
if (realNode && historySpan !== undefined) {
  console.error('--history seeds a simulated node; it cannot be combined with a real --node')
  process.exit(2)
}
if (realNode && fileCount > 0) {
  console.error('--files seeds a simulated node; it cannot be combined with a real --node')
  process.exit(2)
}
if (realNode && announce !== 'public') {
  console.error(
    '--announce sets what a simulated node announces; it cannot be combined with a real --node',
  )
  process.exit(2)
}
if (realNode && nodeCount > 1) {
  console.error('--nodes starts simulated nodes; it cannot be combined with a real --node')
  process.exit(2)
}

const monitoringBinaries = flags.prometheus ? findBinaries() : undefined
if (monitoringBinaries && 'missing' in monitoringBinaries) {
  console.error(monitoringBinaries.missing)
  process.exit(2)
}
if (realNode && flags.prometheus) {
  console.error('--prometheus scrapes simulated nodes; for your own node see docs/monitoring.md')
  process.exit(2)
}

async function startNode(): Promise<{
  config: DemoConfig
  nodes: MonitoredNode[]
  close: () => Promise<void>
}> {
  if (realNode) {
    const url = new URL(realNode) // throws a clear "Invalid URL" for a typo, before anything starts
    console.log(`Using the Codex node at ${url.origin}`)
    return { config: { nodeUrl: url.origin }, nodes: [], close: async () => {} }
  }
  const started = await startDemoNodes({
    count: nodeCount,
    metrics: flags.prometheus,
    api,
    firstPort: Number(flags['sim-port']),
    dataDir: flags['data-dir'],
    timeScale: Number(flags['time-scale']),
    files: fileCount,
    announce,
  })
  const [only] = started.nodes
  if (started.nodes.length === 1 && only) {
    console.log(`Simulated ${only.api} node on ${only.url} (data in ${only.dataDir})`)
  } else {
    console.log(`Simulated nodes, in the demo's node list:\n${describeDemoNodes(started.nodes)}`)
  }
  return { config: started.config, nodes: started.nodes, close: started.close }
}

await build({ logLevel: 'warn' })
const node = await startNode()
// With Prometheus, the scripted week goes into Prometheus (every node's), not into the page.
const seedPrometheus =
  monitoringBinaries && historySpan !== undefined
    ? prometheusWeek(monitoringBinaries.promtool, historySpan)
    : undefined
const monitoring =
  monitoringBinaries &&
  (await startMonitoring(
    monitoringBinaries,
    node.nodes,
    `${flags['data-dir']}-prometheus`,
    seedPrometheus,
  ))
if (monitoring) console.log(describeMonitoring(monitoring))
// Set to the servers just started; every node in the node list, so the vault names each node as
// the scrape jobs label it.
const config = monitoring
  ? {
      ...node.config,
      prometheusUrl: monitoring.prometheus.url,
      alertmanagerUrl: monitoring.alertmanager.url,
      nodes: node.nodes.map(({ name, url, auth }) =>
        auth ? { name, url, username: auth.username } : { name, url },
      ),
    }
  : node.config
const demoOptions = { distDir: 'dist', host: flags.host, config }
const pageHistory = monitoring ? undefined : historySpan
const demoPage = { ...demoOptions, config: { ...config, history: pageHistory } }
const demo = await serveDemo({ ...demoPage, port: Number(flags.port) }).catch(() =>
  serveDemo({ ...demoPage, port: 0 }),
)
const widgets = await serveDemo({ ...demoOptions, port: Number(flags['widgets-port']) }).catch(() =>
  serveDemo({ ...demoOptions, port: 0 }),
)
console.log(`\nCodex Vault is ready: open ${demo.url}/\n`)
if (flags.history && monitoring) {
  console.log(
    `Demo history: ${flags.history} of scripted history backfilled into Prometheus for every node\n`,
  )
} else if (flags.history) {
  console.log(
    `Demo history: the page seeds ${flags.history} of scripted history (a series named "demo") on its first open\n`,
  )
}
console.log(`Widgets on a foreign host page (another origin): ${widgets.url}/widgets.html\n`)

async function stop() {
  await widgets.close()
  await demo.close()
  await monitoring?.close()
  await node.close()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
