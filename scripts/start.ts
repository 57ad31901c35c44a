// `npm start`: builds the bundle, starts the simulated node (unless a real one is named) and serves
// the demo page with <vault-app> on loopback, and the widgets page from a second loopback port: a
// foreign host page (another node UI) on its own origin.
import { parseArgs } from 'node:util'
import { build } from 'vite'
import { apiLines, isApiLine } from '../sim/api-line.ts'
import { startSimulator } from '../sim/server.ts'
import { serveDemo, type DemoConfig } from './serve-demo.ts'

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
  },
})
if (!isApiLine(flags.api)) {
  console.error(`--api must be one of ${apiLines.join(', ')}`)
  process.exit(2)
}
const api = flags.api

const realNode = flags.node ?? process.env.VAULT_NODE_URL

async function startNode(): Promise<{ config: DemoConfig; close: () => Promise<void> }> {
  if (realNode) {
    const url = new URL(realNode) // throws a clear "Invalid URL" for a typo, before anything starts
    console.log(`Using the Codex node at ${url.origin}`)
    return { config: { nodeUrl: url.origin }, close: async () => {} }
  }
  const options = { dataDir: flags['data-dir'], timeScale: Number(flags['time-scale']), api }
  const sim = await startSimulator({ ...options, port: Number(flags['sim-port']) }).catch(() =>
    startSimulator({ ...options, port: 0 }),
  )
  console.log(`Simulated ${api} node on ${sim.url} (data in ${flags['data-dir']})`)
  const config: DemoConfig = {
    echoUrl: `${sim.url}/echo`,
    ratesUrl: `${sim.url}/rates/v1/currencies/usd.json`,
    cryptoUrl: `${sim.url}/crypto/v2/prices`,
  }
  // The vault's default node is http://localhost:8080; name the node only when it lives elsewhere.
  if (sim.port !== 8080) config.nodeUrl = sim.url
  return { config, close: sim.close }
}

await build({ logLevel: 'warn' })
const node = await startNode()
const demoOptions = { distDir: 'dist', host: flags.host, config: node.config }
const demo = await serveDemo({ ...demoOptions, port: Number(flags.port) }).catch(() =>
  serveDemo({ ...demoOptions, port: 0 }),
)
const widgets = await serveDemo({ ...demoOptions, port: Number(flags['widgets-port']) }).catch(() =>
  serveDemo({ ...demoOptions, port: 0 }),
)
console.log(`\nCodex Vault is ready: open ${demo.url}/\n`)
console.log(`Widgets on a foreign host page (another origin): ${widgets.url}/widgets.html\n`)

async function stop() {
  await widgets.close()
  await demo.close()
  await node.close()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
