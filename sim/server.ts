import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { mkdir } from 'node:fs/promises'
import { knownPrefixes, lineTraits, type ApiLine } from './api-line.ts'
import { dispatch, type Mount } from './dispatch.ts'
import { Faults } from './faults.ts'
import { RequestCounter } from './http/request-counter.ts'
import { logRequest } from './http/request-log.ts'
import { Router } from './http/router.ts'
import { Marketplace } from './marketplace/marketplace.ts'
import { Wire } from './marketplace/wire.ts'
import { BackgroundDownloads } from './network/background-downloads.ts'
import { nodeAddresses } from './network/announce.ts'
import { defaultNat } from './network/nat.ts'
import { nodeIdentity, simulatedPeers } from './network/peers.ts'
import { SharedNetwork } from './network/shared-network.ts'
import type { NodeContext } from './node-context.ts'
import { resolveOptions, type SimulatorOptions } from './options.ts'
import { startMetricsServer } from './metrics-server.ts'
import { SeededRandom } from './random.ts'
import { seedFiles } from './seed-files.ts'
import { isAdvertised } from './storage/dataset-record.ts'
import { DatasetStore } from './storage/dataset-store.ts'
import { addControlRoutes } from './routes/control-routes.ts'
import { addHistoryRoutes, restorePeers } from './routes/history-routes.ts'
import { addDataRoutes } from './routes/data-routes.ts'
import { addDebugRoutes } from './routes/debug-routes.ts'
import { addAdvertiseRoutes } from './routes/advertise-routes.ts'
import { addBackgroundDownloadRoutes } from './routes/background-download-routes.ts'
import { addNetworkRoutes, importFromNetwork } from './routes/network-routes.ts'
import { addNodeRoutes } from './routes/node-routes.ts'
import { addSalesRoutes } from './routes/sales-routes.ts'
import { addStorageRoutes } from './routes/storage-routes.ts'
import { addEchoRoutes } from './services/echo-service.ts'
import { addCryptoRoutes, addRatesRoutes } from './services/price-services.ts'
import { SentryInbox } from './services/sentry-inbox.ts'
import { addSentryRoutes } from './services/sentry-routes.ts'

export type { SimulatorOptions } from './options.ts'

export interface RunningSimulator {
  /** Origin without a trailing slash, e.g. http://127.0.0.1:41234. */
  url: string
  port: number
  /** With `metricsPort`: where `/metrics` is served. */
  metricsUrl?: string
  close(): Promise<void>
}

async function buildNode(options: SimulatorOptions): Promise<NodeContext> {
  await mkdir(options.dataDir, { recursive: true })
  const random = new SeededRandom(options.seed)
  const peers = simulatedPeers(random)
  const store = await DatasetStore.open(options.dataDir, options.quotaBytes, options.fsyncData)
  const network = await SharedNetwork.open(
    options.networkDir,
    random,
    peers.map((peer) => peer.peerId),
  )
  const identity = nodeIdentity(random, nodeAddresses(options.announce).announceIp)
  // A kill -9 between committing an upload and publishing it would otherwise hide it from peers.
  for (const record of store.list()) {
    if (isAdvertised(record) && !(await network.find(record.cid))) {
      await network.publish(record, store.dataPath(record), identity.peerId)
    }
  }
  const line = lineTraits(options.api)
  const { dataDir, log, files: count } = options
  const seededDates = await seedFiles({
    store,
    dataDir,
    random,
    count,
    storageLine: line.storage2026,
    log,
  })
  // Read at answer time, so a line switch reaches the marketplace's answers too.
  const wire = new Wire(options.wire, () => node.line)
  const marketplace = await Marketplace.open(
    options.dataDir,
    random,
    wire,
    options.timeScale,
    options.marketplace,
    () => node.line,
  )
  const node: NodeContext = {
    options,
    line,
    prefix: options.apiPrefix || line.prefix,
    store,
    network,
    identity,
    peers,
    random,
    seededDates,
    clock: marketplace.clock,
    faults: new Faults(),
    marketplace,
    sentry: new SentryInbox(),
    requests: new RequestCounter(() => [node.prefix, ...knownPrefixes]),
    sprReadyAt: Date.now() + options.sprStartupDelayMs,
    logLevel: 'INFO',
    nat: defaultNat(options.announce),
    connectedPeers: new Set(),
    downloads: new BackgroundDownloads(
      marketplace.clock,
      options.downloadBytesPerSecond,
      async (entry) => void (await importFromNetwork(node, entry)),
      options.log,
    ),
  }
  return node
}

/** The node API as the current line's router serves it: only the routes that line has. */
function nodeMount(node: NodeContext): Mount {
  const api = new Router()
  addDataRoutes(api, node)
  addNetworkRoutes(api, node)
  if (node.line.storage2026) {
    addBackgroundDownloadRoutes(api, node)
    addAdvertiseRoutes(api, node)
  }
  addNodeRoutes(api, node)
  addDebugRoutes(api, node)
  if (node.line.marketplaceRoutes) {
    addSalesRoutes(api, node)
    addStorageRoutes(api, node)
  }
  return { prefix: node.prefix, router: api, kind: 'node' }
}

function buildMounts(node: NodeContext): Mount[] {
  const mounts: Mount[] = []
  /** A restart as another line: same data folder, the new line's prefix and routes. */
  const switchLine = (api: ApiLine): void => {
    node.line = lineTraits(api)
    node.prefix = node.options.apiPrefix || node.line.prefix
    node.sprReadyAt = Date.now()
    node.faults.startedAt = Date.now()
    node.downloads.clear()
    node.connectedPeers.clear()
    mounts[mounts.length - 1] = nodeMount(node)
  }
  const control = new Router()
  addControlRoutes(control, node, switchLine, async () => {
    switchLine(node.options.api)
    node.nat = defaultNat(node.options.announce)
    await node.store.clear()
    await node.marketplace.reset()
    node.marketplace.enabled = node.options.marketplace
    node.faults.reset()
    node.sentry.clear()
    node.requests.reset()
    node.logLevel = 'INFO'
    node.sprReadyAt = Date.now()
    restorePeers(node)
  })
  addHistoryRoutes(control, node)
  const echo = new Router()
  addEchoRoutes(echo)
  const sentry = new Router()
  addSentryRoutes(sentry, node.sentry)
  const rates = new Router()
  addRatesRoutes(rates)
  const crypto = new Router()
  addCryptoRoutes(crypto)
  mounts.push(
    { prefix: '/_sim', router: control, kind: 'service' },
    { prefix: '/echo', router: echo, kind: 'service' },
    { prefix: '/sentry', router: sentry, kind: 'service' },
    { prefix: '/rates', router: rates, kind: 'service' },
    { prefix: '/crypto', router: crypto, kind: 'service' },
    nodeMount(node),
  )
  return mounts
}

/** Starts a simulated node of the chosen line (plus the external services) and resolves once it listens. */
export async function startSimulator(
  partial: Partial<SimulatorOptions> = {},
): Promise<RunningSimulator> {
  const options = resolveOptions(partial)
  const node = await buildNode(options)
  const mounts = buildMounts(node)
  const server = createServer((req, res) => {
    logRequest(req, res, options.log)
    node.requests.record(req)
    dispatch(node, mounts, req, res).catch((error: unknown) => {
      options.log(`request failed: ${String(error)}`)
      res.destroy()
    })
  })
  server.requestTimeout = 0
  // A long keep-alive keeps clients from reusing a socket the server is just closing.
  server.keepAliveTimeout = 60_000
  server.on('clientError', (_error, socket) => socket.destroy())
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, options.host, () => resolve())
  })
  const ticker = setInterval(() => {
    node.downloads
      .settle()
      .catch((error: unknown) => options.log(`settle failed: ${String(error)}`))
    if (!node.line.marketplaceRoutes) return
    node.marketplace.tick().catch((error: unknown) => options.log(`tick failed: ${String(error)}`))
  }, 1000)
  ticker.unref()
  const metrics =
    options.metricsPort === null
      ? undefined
      : await startMetricsServer(node, server, options.metricsPort).catch((error: unknown) => {
          clearInterval(ticker)
          server.close()
          throw error
        })
  const { port } = server.address() as AddressInfo
  const host = options.host.includes(':') ? `[${options.host}]` : options.host
  let closing: Promise<void> | undefined
  return {
    url: `http://${host}:${port}`,
    port,
    metricsUrl: metrics?.url,
    close: () => {
      closing ??= (async () => {
        clearInterval(ticker)
        await metrics?.close()
        node.downloads.clear()
        node.faults.goUp()
        const closed = new Promise<void>((resolve) => server.close(() => resolve()))
        server.closeAllConnections()
        await closed
        await node.marketplace.save()
      })()
      return closing
    },
  }
}
