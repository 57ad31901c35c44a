import type { NodeLine } from '../../api/node-line.ts'
import { persistentValue } from '../page/persistent-value.ts'

type Product = NodeLine['product']

/** The line each node address served last time, asked first on the next visit. */
export type NodeLines = Record<string, Product>

/** Kept per address; an entry that is not a known line is dropped, the others kept. */
function readNodeLines(json: unknown): NodeLines | undefined {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return undefined
  const lines: NodeLines = {}
  for (const [url, product] of Object.entries(json)) {
    if (product === 'codex' || product === 'storage') lines[url] = product
  }
  return lines
}

export const $nodeLines = persistentValue<NodeLines>('codex-node-lines', readNodeLines, {})

export function rememberNodeLine(url: string, product: Product): void {
  if ($nodeLines.get()[url] !== product) $nodeLines.set({ ...$nodeLines.get(), [url]: product })
}
