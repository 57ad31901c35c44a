// What `npm start` runs once its flags are read and the bundle is built: the node (a real one, or
// simulated nodes), with `--prometheus` a Prometheus and an Alertmanager, and the two demo pages.
// The e2e test of `npm start -- --prometheus --nodes 20` starts exactly this.
import type { AnnounceMode } from '../sim/network/announce.ts'
import type { ApiLine } from '../sim/api-line.ts'
import { describeDemoNodes, startDemoNodes, type StartedDemoNode } from './demo-nodes.ts'
import type { Binaries } from './prometheus/binaries.ts'
import { prometheusWeek } from './prometheus/backfill.ts'
import {
  describeMonitoring,
  startMonitoring,
  type Monitoring,
} from './prometheus/start-monitoring.ts'
import { serveDemo, type DemoConfig, type DemoServer } from '../cli/serve/serve-demo.ts'

export interface StartOptions {
  /** A real node's address (`--node`): nothing simulated is started. */
  realNode?: string
  nodeCount: number
  api: ApiLine
  host: string
  port: number
  widgetsPort: number
  /** The first simulated node's port (`--sim-port`); 0 for free ports. */
  simPort: number
  dataDir: string
  timeScale: number
  files: number
  announce: AnnounceMode
  /** `--prometheus`: the binaries to run. */
  monitoring?: Binaries
  /** Their rules' thresholds and cadence, when a test quickens them (startMonitoring's). */
  monitoringCadence?: Parameters<typeof startMonitoring>[4]
  /** `--history`'s span (ms) and as typed. */
  history?: { span: number; text: string }
  log: (line: string) => void
  /** Where the simulated nodes log each request; by default the console, tagged by node. */
  nodeLog?: (line: string) => void
}

export interface StartedDemo {
  nodes: StartedDemoNode[]
  monitoring?: Monitoring
  /** The configuration the vault page is served with. */
  config: DemoConfig
  demo: DemoServer
  widgets: DemoServer
  /** What the console says once everything answers: the addresses to open. */
  readyText: string
  close(): Promise<void>
}

async function startNodes(options: StartOptions) {
  if (options.realNode) {
    const url = new URL(options.realNode) // a clear "Invalid URL" for a typo, before anything starts
    options.log(`Using the Codex node at ${url.origin}`)
    return { config: { nodeUrl: url.origin }, nodes: [], close: async () => {} }
  }
  const started = await startDemoNodes({
    count: options.nodeCount,
    metrics: Boolean(options.monitoring),
    api: options.api,
    firstPort: options.simPort,
    dataDir: options.dataDir,
    timeScale: options.timeScale,
    files: options.files,
    announce: options.announce,
    log: options.nodeLog,
  })
  const [only] = started.nodes
  if (started.nodes.length === 1 && only) {
    options.log(`Simulated ${only.api} node on ${only.url} (data in ${only.dataDir})`)
  } else {
    options.log(`Simulated nodes, in the demo's node list:\n${describeDemoNodes(started.nodes)}`)
  }
  return started
}

/** Serves on the port asked for, or a free one when it is taken. */
const serveOn = (port: number, options: Omit<Parameters<typeof serveDemo>[0], 'port'>) =>
  serveDemo({ ...options, port }).catch(() => serveDemo({ ...options, port: 0 }))

export async function startDemo(options: StartOptions): Promise<StartedDemo> {
  const node = await startNodes(options)
  const closing: (() => Promise<void>)[] = [node.close]
  const close = async () => {
    for (const each of closing.splice(0).reverse()) await each()
  }
  try {
    // With Prometheus, the scripted week goes into Prometheus (every node's), not into the page.
    const binaries = options.monitoring
    const seed =
      binaries && options.history && prometheusWeek(binaries.promtool, options.history.span)
    const monitoring =
      binaries &&
      (await startMonitoring(
        binaries,
        node.nodes,
        `${options.dataDir}-prometheus`,
        seed,
        options.monitoringCadence,
      ))
    if (monitoring) {
      closing.push(monitoring.close)
      options.log(describeMonitoring(monitoring))
    }
    // Set to the servers just started; every node in the node list, so the vault names each node
    // as the scrape jobs label it.
    const config: DemoConfig = monitoring
      ? {
          ...node.config,
          prometheusUrl: monitoring.prometheus.url,
          alertmanagerUrl: monitoring.alertmanager.url,
          nodes: node.nodes.map(({ name, url, auth }) =>
            auth ? { name, url, username: auth.username } : { name, url },
          ),
        }
      : node.config
    const shared = { distDir: 'dist', host: options.host, config }
    const history = monitoring ? undefined : options.history?.span
    const demo = await serveOn(options.port, { ...shared, config: { ...config, history } })
    closing.push(demo.close)
    const widgets = await serveOn(options.widgetsPort, shared)
    closing.push(widgets.close)
    const readyText = readyLines(demo, widgets, monitoring, options.history?.text)
    return { nodes: node.nodes, monitoring, config, demo, widgets, readyText, close }
  } catch (error) {
    await close()
    throw error
  }
}

function readyLines(
  demo: DemoServer,
  widgets: DemoServer,
  monitoring: Monitoring | undefined,
  history: string | undefined,
): string {
  const lines = [`\nCodex Vault is ready: open ${demo.url}/\n`]
  if (history && monitoring) {
    lines.push(
      `Demo history: ${history} of scripted history backfilled into Prometheus for every node\n`,
    )
  } else if (history) {
    lines.push(
      `Demo history: the page seeds ${history} of scripted history (a series named "demo") on its first open\n`,
    )
  }
  lines.push(`Widgets on a foreign host page (another origin): ${widgets.url}/widgets.html\n`)
  return lines.join('\n')
}
