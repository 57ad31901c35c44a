// Journeys on the real node: each worker starts the node (free loopback ports, its own data
// folder), a simulator for the services the vault also calls (echo, rates, Sentry: never the
// node API) and the built demo pointed at both. Page errors and CSP violations still fail a test.
import { launchSimulator, type LaunchedSimulator } from '../../support/simulator.ts'
import { serveDemo } from '../../../scripts/serve-demo.ts'
import { test as base, type SimControl } from '../../e2e/support/fixtures.ts'
import { findRealNode, startRealNode, type RealNode } from '../real-node.ts'

interface RealWorld {
  node: RealNode
  services: LaunchedSimulator
  demoUrl: string
}

export const test = base.extend<{ realNode: RealNode }, { realWorld: RealWorld }>({
  realWorld: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads fixture dependencies from this pattern
    async ({}, use) => {
      const found = findRealNode()
      if (!('version' in found)) throw new Error(found.missing)
      const node = await startRealNode(found.binary)
      const services = await launchSimulator()
      const demo = await serveDemo({
        distDir: 'dist',
        config: {
          nodeUrl: node.url,
          echoUrl: `${services.url}/echo`,
          ratesUrl: `${services.url}/rates/v1/currencies/usd.json`,
          cryptoUrl: `${services.url}/crypto/v2/prices`,
        },
      })
      await use({ node, services, demoUrl: demo.url })
      await demo.close()
      await services.close()
      await node.close()
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ realWorld }, use) => use(realWorld.demoUrl),
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
