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
import { parseNodeCount } from './demo-nodes.ts'
import { findBinaries } from './prometheus/binaries.ts'
import { startDemo } from './start-demo.ts'

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

await build({ logLevel: 'warn' })
const started = await startDemo({
  realNode,
  nodeCount,
  api,
  host: flags.host,
  port: Number(flags.port),
  widgetsPort: Number(flags['widgets-port']),
  simPort: Number(flags['sim-port']),
  dataDir: flags['data-dir'],
  timeScale: Number(flags['time-scale']),
  files: fileCount,
  announce,
  monitoring: monitoringBinaries,
  history: historySpan === undefined ? undefined : { span: historySpan, text: flags.history ?? '' },
  log: (line) => console.log(line),
})
console.log(started.readyText)

async function stop() {
  await started.close()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
