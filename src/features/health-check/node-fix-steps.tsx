import { FixStepList } from '../../components/fix-steps/fix-step-list.tsx'
import { nodeFixSteps } from '../../stores/node/node-fix-steps.ts'

/**
 * What to check when nothing answers at the address, for each node line: a Logos Storage node
 * serves no REST API unless started with `--api-bindaddr`, and every node must allow the vault's
 * origin before the browser lets the page read its answers.
 */
export function NodeFixSteps() {
  return (
    <section className="fix-steps" aria-labelledby="fix-steps-title">
      <h4 id="fix-steps-title">No node answers at this address</h4>
      <p>A few things to check, then press Refresh:</p>
      <FixStepList steps={nodeFixSteps()} />
    </section>
  )
}
