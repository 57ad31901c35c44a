/**
 * The node lines the vault speaks, as data: the Codex v0.2.x line and the 2026 Logos Storage line
 * (no marketplace). Both write the API as `/api/{product}/v1` and their version as
 * `{product}.version` in debug info.
 */
export interface NodeLine {
  product: 'storage' | 'codex'
  /** What a person calls the node ("Logos Storage 0.4.4"). */
  name: string
  prefix: string
  /** Serves `/sales/*` and `/storage/*` (whether persistence is on is the node's answer). */
  marketplaceRoutes: boolean
}

export const STORAGE_LINE: NodeLine = {
  product: 'storage',
  name: 'Logos Storage',
  prefix: '/api/storage/v1',
  marketplaceRoutes: false,
}

export const CODEX_LINE: NodeLine = {
  product: 'codex',
  name: 'Codex',
  prefix: '/api/codex/v1',
  marketplaceRoutes: true,
}

/**
 * Detection asks them in this order, after the line an address served last time: Codex first,
 * since the lines' only shared route differs in its prefix and the one a Codex node does not
 * serve leaves a 404 in the console once per browser and address.
 */
export const NODE_LINES: readonly NodeLine[] = [CODEX_LINE, STORAGE_LINE]

/** The line a fixed API prefix belongs to; an unknown prefix is taken as a Codex one. */
export function lineOfPrefix(prefix: string): NodeLine {
  return NODE_LINES.find((line) => line.prefix === prefix) ?? { ...CODEX_LINE, prefix }
}

/** The line a client's `prefix` option fixes (`api/codex/v1/` as `/api/codex/v1`), if it has one. */
export function fixedLineOf(prefix: string | undefined): NodeLine | undefined {
  if (prefix === undefined) return undefined
  const trimmed = prefix.replace(/\/+$/, '')
  return lineOfPrefix(trimmed.startsWith('/') || trimmed === '' ? trimmed : `/${trimmed}`)
}
