import { getEnvironment } from '../page/environment.ts'

/** A step's text, with the flags and values to type set apart (`{ code }`). */
export type FixStep = readonly (string | { code: string })[]

/** The flag that lets this page, and only it, read a node's answers. */
export function corsStep(origin: string | null): FixStep {
  const flag = origin ? `--api-cors-origin=${origin}` : '--api-cors-origin'
  return [
    'Codex and Logos Storage nodes let this page read their answers only when started with ',
    { code: flag },
    origin
      ? ', the address this vault is open at. '
      : ' set to the address this vault is open at. ',
    'Not ',
    { code: '*' },
    ': that lets every web page you visit read and delete your files. A node allows one address, so open the vault from that one.',
  ]
}

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
