// The whole differential suite, HTTP calls then the official SDKs, on a fresh real node and a
// fresh simulator (both stopped and their data deleted afterwards).
import { runDifferential, staleKnown, type CallResult } from './differential.ts'
import type { KnownDifference } from './known-differences.ts'
import { runSdkDifferential } from './sdk-calls.ts'
import { startTargets } from './targets.ts'

export interface SuiteReport {
  results: CallResult[]
  /** Known differences that matched nothing: the simulator or the node changed, the list did not. */
  stale: KnownDifference[]
}

export async function runSuite(binary: string): Promise<SuiteReport> {
  const targets = await startTargets(binary)
  const used = new Set<KnownDifference>()
  try {
    const results = [
      ...(await runDifferential(targets.real, targets.sim, undefined, used)),
      ...(await runSdkDifferential(targets.real, targets.sim, used)),
    ]
    return { results, stale: staleKnown(used) }
  } finally {
    await targets.close()
  }
}
