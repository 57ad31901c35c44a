// The proxy layer's world, per worker: a node (the simulator, or the real node binary), Debian's
// nginx in front of it with deploy/nginx/codex-node.conf, a simulator for the services the vault
// also calls (echo, rates: never the node API) and the built demo, with no node of its own: the
// test adds the proxy in Nodes as a person would. Page errors and CSP violations still fail a test.
// The demo and nginx both listen on 127.0.0.1: to Chromium's Local Network Access that is a page
// on loopback calling loopback, allowed without a prompt.
import { serveDemo, simulatorConfig } from '../../cli/serve/serve-demo.ts'
import { test as base, type SimControl } from '../e2e/support/fixtures.ts'
import { launchSimulator, type LaunchedSimulator } from '../support/simulator.ts'
import { findRealNode, startRealNode } from '../real-node/real-node.ts'
import { ensureTools, startNginx, type NginxProxy } from './nginx.ts'

export type Backend = 'simulator' | 'real node'

export const USERNAME = 'vault'
export const PASSWORD = 'proxy-test-password'

export interface ProxyWorld {
  backend: Backend
  proxy: NginxProxy
  /** The node API behind the proxy, reached directly (no password), to check what it holds. */
  nodeApi: string
  demoUrl: string
  vaultOrigin: string
  services: LaunchedSimulator
}

async function startBackend(backend: Backend) {
  if (backend === 'simulator') {
    const sim = await launchSimulator({ api: 'codex-0.2.5' })
    return { url: sim.url, api: sim.api, close: () => sim.close() }
  }
  const found = findRealNode()
  if (!('version' in found)) throw new Error(found.missing)
  const node = await startRealNode(found.binary)
  return { url: node.url, api: node.api, close: () => node.close() }
}

export const test = base.extend<
  { world: ProxyWorld },
  { backend: Backend; proxyWorld: ProxyWorld }
>({
  backend: ['simulator', { option: true, scope: 'worker' }],
  proxyWorld: [
    async ({ backend }, use) => {
      const tools = ensureTools()
      if ('missing' in tools) throw new Error(tools.missing)
      const node = await startBackend(backend)
      const services = await launchSimulator()
      const config = simulatorConfig(services.url)
      // No node-url: it would bind the page to it; the node comes from the Nodes form.
      delete config.nodeUrl
      const demo = await serveDemo({ distDir: 'dist', config })
      const vaultOrigin = new URL(demo.url).origin
      const proxy = await startNginx(tools, {
        upstream: new URL(node.url).host,
        vaultOrigin,
        username: USERNAME,
        password: PASSWORD,
      })
      await use({ backend, proxy, nodeApi: node.api, demoUrl: demo.url, vaultOrigin, services })
      await proxy.close()
      await demo.close()
      await services.close()
      await node.close()
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ proxyWorld }, use) => use(proxyWorld.demoUrl),
  world: async ({ proxyWorld }, use) => use(proxyWorld),
  // The services' simulator stands where the run's simulator stood, so `sim` is never the node.
  sim: async ({ proxyWorld }, use) => {
    const control = (path: string, body?: unknown) => proxyWorld.services.control(`/${path}`, body)
    await control('reset')
    await use({ url: proxyWorld.services.url, control } satisfies SimControl)
  },
})

export { expect, expectAccessible } from '../e2e/support/fixtures.ts'
