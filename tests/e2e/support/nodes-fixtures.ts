// End-to-end tests of a person's fleet: each spec file that calls `testWithNodes([...])` gets those
// simulated nodes (started once per worker) and the demo served against the first, with the whole
// list registered through `<vault-app nodes>` (the first is the active node); every node is reset and up before each test.
import { serveDemo, simulatorConfig } from '../../../cli/serve/serve-demo.ts'
import { test, type SimControl } from './fixtures.ts'
import { startSimulatedNodes, type SimulatedNodes, type SimulatedNodeSpec } from './sim-nodes.ts'

interface Fleet {
  nodes: SimulatedNodes
  demoUrl: string
}

export function testWithNodes(specs: SimulatedNodeSpec[]) {
  return test.extend<{ fleet: SimulatedNodes }, { fleetWorker: Fleet }>({
    fleetWorker: [
      // eslint-disable-next-line no-empty-pattern -- Playwright reads fixture dependencies from this pattern
      async ({}, use) => {
        const nodes = await startSimulatedNodes(specs)
        const first = nodes.nodes[0]
        if (!first) throw new Error('testWithNodes needs at least one node')
        // No node-url: it would fix the page to the first node; the list's active node leads.
        const services = simulatorConfig(first.url)
        delete services.nodeUrl
        const demo = await serveDemo({
          distDir: 'dist',
          config: { ...services, nodes: nodes.demoNodes },
        })
        await use({ nodes, demoUrl: demo.url })
        await demo.close()
        await nodes.close()
      },
      { scope: 'worker' },
    ],
    baseURL: async ({ fleetWorker }, use) => use(fleetWorker.demoUrl),
    // Replaces the run's simulator with the first node (the demo's default).
    sim: async ({ fleetWorker }, use) => {
      await fleetWorker.nodes.reset()
      const [first] = fleetWorker.nodes.nodes
      const control = (path: string, body?: unknown) => first!.control(`/${path}`, body)
      await use({ url: first!.url, control } satisfies SimControl)
    },
    fleet: async ({ fleetWorker, sim: _sim }, use) => use(fleetWorker.nodes),
  })
}
