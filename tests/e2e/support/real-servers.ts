// The one setup of the e2e specs that run the real servers: simulated nodes, Debian's Prometheus
// and Alertmanager (installed where the run is root, as the browsers are; elsewhere the error says
// what to install), and the vault served set to them. Everything started is stopped, in reverse
// order, after the spec's tests.
import { ensureBinaries, type Binaries } from '../../../scripts/prometheus/binaries.ts'
import { ownedFolder, releaseFolder } from '../../../scripts/prometheus/owned-folders.ts'
import { startPrometheus, type PrometheusOptions } from '../../../scripts/prometheus/servers.ts'
import {
  startMonitoring,
  type MonitoredNode,
} from '../../../scripts/prometheus/start-monitoring.ts'
import {
  serveDemo,
  simulatorConfig,
  type DemoConfig,
  type DemoNode,
} from '../../../cli/serve/serve-demo.ts'
import { launchSimulator, type LaunchOptions } from '../../support/simulator.ts'
import { test } from './fixtures.ts'

type MonitoringOptions = NonNullable<Parameters<typeof startMonitoring>[4]>

/** The page's services are the first node's simulator's; its node list is `nodes`. */
type Served = Pick<DemoConfig, 'prometheusUrl' | 'alertmanagerUrl'>

export interface RealServers {
  binaries(): Binaries
  /** A simulated node (`metricsPort: 0` for its `/metrics`). */
  node(options?: LaunchOptions): ReturnType<typeof launchSimulator>
  /** Prometheus scraping `nodes` and its Alertmanager, as `npm start -- --prometheus` runs them. */
  monitoring(
    nodes: MonitoredNode[],
    options?: MonitoringOptions & { seed?: Parameters<typeof startMonitoring>[3] },
  ): ReturnType<typeof startMonitoring>
  /** A Prometheus on its own (an empty scrape config unless `configFile` is given). */
  prometheus(configFile: string, options?: PrometheusOptions): ReturnType<typeof startPrometheus>
  /** The vault with `nodes` in its node list, set to the servers named. */
  serve(nodes: DemoNode[], servers?: Served): ReturnType<typeof serveDemo>
  /** A `/tmp/vault-prom-<kind>-*` folder this worker owns, deleted after (or swept if it dies). */
  folder(kind: string): Promise<string>
}

/** Registers the spec's afterAll; call at the spec's top, then start what it needs in beforeAll. */
export function realServers(): RealServers {
  const closing: (() => Promise<void>)[] = []
  const kept = <T extends { close(): Promise<void> }>(started: T): T => {
    closing.push(() => started.close())
    return started
  }
  test.afterAll(async () => {
    for (const close of closing.splice(0).reverse()) await close()
  })
  let found: Binaries | undefined
  const binaries = () => {
    if (found) return found
    const ensured = ensureBinaries()
    if ('missing' in ensured) throw new Error(ensured.missing)
    return (found = ensured)
  }
  const folder = async (kind: string) => {
    const dir = await ownedFolder(kind)
    closing.push(async () => releaseFolder(dir))
    return dir
  }
  return {
    binaries,
    folder,
    node: async (options) => kept(await launchSimulator(options)),
    monitoring: async (nodes, { seed, ...options } = {}) =>
      kept(await startMonitoring(binaries(), nodes, await folder('e2e'), seed, options)),
    prometheus: async (configFile, options) =>
      kept(await startPrometheus(binaries().prometheus, configFile, options)),
    serve: async (nodes, servers = {}) => {
      const services = simulatorConfig(nodes[0]?.url ?? '')
      delete services.nodeUrl
      return kept(await serveDemo({ distDir: 'dist', config: { ...services, nodes, ...servers } }))
    },
  }
}

/** A node as the monitoring scrapes it: its name, address and `/metrics`. */
export function monitored(name: string, node: { url: string; metricsUrl?: string }): MonitoredNode {
  return { name, url: node.url, simulator: { metricsUrl: node.metricsUrl } }
}
