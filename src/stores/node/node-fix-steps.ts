import { corsStep, type FixStep } from '../../lib/cors-step.ts'
import { getEnvironment } from '../page/environment.ts'

/**
 * What to check when nothing answers at a node's address, for each node line: a Logos Storage node
 * serves no REST API unless started with `--api-bindaddr`, and every node must allow the vault's
 * origin before the browser lets the page read its answers. The health check and the alerts say it.
 */
export function nodeFixSteps(): readonly FixStep[] {
  const origin = getEnvironment().pageOrigin()
  // A page without an origin of its own (a file, a sandbox) reports the string 'null'.
  const named = origin && origin !== 'null' ? origin : null
  return [
    ['The node is running, and the address and port above are those of its REST API.'],
    [
      'A Logos Storage node serves its REST API only when started with ',
      { code: '--api-bindaddr' },
      ' (for example ',
      { code: '--api-bindaddr=127.0.0.1' },
      '; in Docker, ',
      { code: 'STORAGE_API_BINDADDR' },
      ').',
    ],
    corsStep(named),
  ]
}
