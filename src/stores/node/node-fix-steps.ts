/** A step's text, with the flags and values to type set apart (`{ code }`). */
type FixStep = readonly (string | { code: string })[]

/**
 * What to check when nothing answers at a node's address, for each node line: a Logos Storage node
 * serves no REST API unless started with `--api-bindaddr`, and every node must allow the vault's
 * origin before the browser lets the page read its answers. The health check and the alerts say it.
 */
export const NODE_FIX_STEPS: readonly FixStep[] = [
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
  [
    'Codex and Logos Storage nodes let this page read their answers only when started with ',
    { code: '--api-cors-origin' },
    " set to the vault's address, or ",
    { code: '--api-cors-origin="*"' },
    '.',
  ],
]
