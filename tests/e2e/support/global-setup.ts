// Builds the vault once for the whole e2e run (each worker serves it with a node of its own) and
// writes the fault matrix's table at the end.
import { execFileSync } from 'node:child_process'
import { writeFaultTable } from './fault-report.ts'

export default async function globalSetup() {
  if (!process.env.VAULT_E2E_NO_BUILD) {
    execFileSync('node_modules/.bin/vite', ['build', '--logLevel', 'warn'], { stdio: 'inherit' })
  }
  // The fault matrix's cells, as one table (only when fault specs ran).
  return async () => writeFaultTable()
}
