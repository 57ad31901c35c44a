import axe from 'axe-core'
import { settleAnimations } from '../support/settle-animations.ts'

/** Runs axe on the host (it scans open shadow DOM) and returns a readable list of violations. */
export async function axeViolations(host: Element): Promise<string[]> {
  await settleAnimations()
  const results = await axe.run(host, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] } })
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => JSON.stringify(node.target)).join(', ')}`,
  )
}
