// Starts one simulated node and serves the built demo against it for the whole e2e run.
import { execFileSync } from 'node:child_process'
import { launchSimulator } from '../../support/simulator.ts'
import { serveDemo, simulatorConfig } from '../../../scripts/serve-demo.ts'
import { writeFaultTable } from './fault-report.ts'

export default async function globalSetup() {
  if (!process.env.VAULT_E2E_NO_BUILD) {
    execFileSync('node_modules/.bin/vite', ['build', '--logLevel', 'warn'], { stdio: 'inherit' })
  }
  const sim = await launchSimulator()
  const config = simulatorConfig(sim.url)
  const demo = await serveDemo({ distDir: 'dist', config })
  // The same pages from a second loopback port: widgets.html is a foreign host on its own origin.
  const widgets = await serveDemo({ distDir: 'dist', config })
  process.env.VAULT_SIM_URL = sim.url
  process.env.VAULT_DEMO_URL = demo.url
  process.env.VAULT_WIDGETS_URL = widgets.url
  return async () => {
    // The fault matrix's cells, as one table (only when fault specs ran).
    writeFaultTable()
    await widgets.close()
    await demo.close()
    await sim.close()
  }
}
