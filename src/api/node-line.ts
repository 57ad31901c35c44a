/**
 * The node lines the vault speaks, as data: the 2026 Logos Storage line (no marketplace) and the
 * Codex v0.2.x line. Both write the API as `/api/{product}/v1` and their version as
 * `{product}.version` in debug info. Detection tries them in this order.
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

export const NODE_LINES: readonly NodeLine[] = [STORAGE_LINE, CODEX_LINE]

/** The line a fixed API prefix belongs to; an unknown prefix is taken as a Codex one. */
export function lineOfPrefix(prefix: string): NodeLine {
  return NODE_LINES.find((line) => line.prefix === prefix) ?? { ...CODEX_LINE, prefix }
}
