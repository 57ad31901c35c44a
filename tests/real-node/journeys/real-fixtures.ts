// Journeys on the real node: each worker starts the node (free loopback ports, its own data
// folder), a simulator for the services the vault also calls (echo, rates, Sentry: never the
// node API) and the built demo pointed at both. Page errors and CSP violations still fail a test.
import { launchSimulator, type LaunchedSimulator } from '../../support/simulator.ts'
import { serveDemo } from '../../../cli/serve/serve-demo.ts'
import { test as base, type SimControl } from '../../e2e/support/fixtures.ts'
import { findRealNode, startRealNode, type RealNode } from '../real-node.ts'
import { startHoldingProxy, type HoldingProxy } from '../holding-proxy.ts'

interface RealWorld {
  node: RealNode
  services: LaunchedSimulator
  demoUrl: string
}

/** The built demo pointed at the node at `nodeUrl` and at the services' simulator. */
const demoFor = (nodeUrl: string, services: LaunchedSimulator, networkDeadline?: number) =>
  serveDemo({
    distDir: 'dist',
    config: {
      nodeUrl,
      networkDeadline,
      echoUrl: `${services.url}/echo`,
      ratesUrl: `${services.url}/rates/v1/currencies/usd.json`,
      cryptoUrl: `${services.url}/crypto/v2/prices`,
    },
  })

/** The node behind a proxy that holds the calls a journey names, and a demo that calls it there. */
export interface ProxiedNode {
  proxy: HoldingProxy
  demoUrl: string
}

/** The seconds `shortNetworkDemo` lets a fetch from the network look (its `network-deadline`). */
export const SHORT_NETWORK_DEADLINE = 8

export const test = base.extend<
  { realNode: RealNode; proxiedNode: ProxiedNode; shortNetworkDemo: string },
  { realWorld: RealWorld }
>({
  realWorld: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads fixture dependencies from this pattern
    async ({}, use) => {
      const found = findRealNode()
      if (!('version' in found)) throw new Error(found.missing)
      const node = await startRealNode(found.binary)
      const services = await launchSimulator()
      const demo = await demoFor(node.url, services)
      await use({ node, services, demoUrl: demo.url })
      await demo.close()
      await services.close()
      await node.close()
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ realWorld }, use) => use(realWorld.demoUrl),
  proxiedNode: async ({ realWorld }, use) => {
    const proxy = await startHoldingProxy(realWorld.node.url)
    const demo = await demoFor(proxy.url, realWorld.services)
    await use({ proxy, demoUrl: demo.url })
    await demo.close()
    await proxy.close()
  },
  // The built demo set as a person embedding it could set it: network fetches give up sooner.
  shortNetworkDemo: async ({ realWorld }, use) => {
    const demo = await demoFor(realWorld.node.url, realWorld.services, SHORT_NETWORK_DEADLINE)
    await use(demo.url)
    await demo.close()
  },
  // The services' simulator stands where the run's simulator stood, so `sim` is never the node.
  sim: async ({ realWorld }, use) => {
    const control = (path: string, body?: unknown) => realWorld.services.control(`/${path}`, body)
    await control('reset')
    await use({ url: realWorld.services.url, control } satisfies SimControl)
  },
  // Up at the start of every test, whatever the one before did to it.
  realNode: [
    async ({ realWorld }, use) => {
      if (!realWorld.node.running()) await realWorld.node.restart()
      await use(realWorld.node)
    },
    { auto: true },
  ],
})

/** Uploads through the API, as another client of the node would; answers the cid. */
export async function uploadText(node: RealNode, name: string, text: string): Promise<string> {
  const response = await fetch(`${node.api}/data`, {
    method: 'POST',
    body: new TextEncoder().encode(text),
    headers: {
      'Content-Type': 'text/plain',
      'Content-Disposition': `attachment; filename="${name}"`,
    },
  })
  if (!response.ok) throw new Error(`upload ${name}: ${response.status} ${await response.text()}`)
  return (await response.text()).trim()
}

export { expect, expectAccessible } from '../../e2e/support/fixtures.ts'
