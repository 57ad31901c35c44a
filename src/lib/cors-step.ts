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
