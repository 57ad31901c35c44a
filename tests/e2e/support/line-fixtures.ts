// End-to-end tests against another node line than the run's default simulator: each spec file
// that calls `testOnLine('storage')` gets its own simulated node of that line (started once per
// worker) and the demo served against it, with the same page-error and reset rules as `test`.
import { launchSimulator, type LaunchOptions } from '../../support/simulator.ts'
import { serveDemo, simulatorConfig } from '../../../cli/serve/serve-demo.ts'
import { test, type SimControl } from './fixtures.ts'

export type NodeLineName = 'codex-0.2.0' | 'codex-0.2.5' | 'storage'

interface LineNode {
  sim: Awaited<ReturnType<typeof launchSimulator>>
  demoUrl: string
}

export function testOnLine(api: NodeLineName, options: LaunchOptions = {}) {
  return test.extend<object, { lineNode: LineNode }>({
    lineNode: [
      // eslint-disable-next-line no-empty-pattern -- Playwright reads fixture dependencies from this pattern
      async ({}, use) => {
        const sim = await launchSimulator({ ...options, api })
        const demo = await serveDemo({
          distDir: 'dist',
          config: simulatorConfig(sim.url),
        })
        await use({ sim, demoUrl: demo.url })
        await demo.close()
        await sim.close()
      },
      { scope: 'worker' },
    ],
    baseURL: async ({ lineNode }, use) => use(lineNode.demoUrl),
    // Replaces the run's simulator (still reset before every test, as `sim` is automatic).
    sim: async ({ lineNode }, use) => {
      const control = (path: string, body?: unknown) => lineNode.sim.control(`/${path}`, body)
      await control('reset')
      await use({ url: lineNode.sim.url, control } satisfies SimControl)
    },
  })
}
