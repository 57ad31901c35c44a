import type { NodeContext } from '../node-context.ts'

export type Transport = 'direct' | 'mix'

export type TransportChoice =
  { ok: true; transport: Transport } | { ok: false; status: number; message: string }

/**
 * Logos Storage's `?transport=direct|mix` on the three network download routes (late 2026): the
 * default is direct; Mix works only on a node started with it, and never falls back to direct.
 * The text for a node without Mix is the simulator's own (the node's tests check the status only).
 */
export function parseTransport(node: NodeContext, url: URL): TransportChoice {
  if (!node.line.storage2026) return { ok: true, transport: 'direct' }
  const text = url.searchParams.get('transport') ?? 'direct'
  if (text !== 'direct' && text !== 'mix') {
    return { ok: false, status: 400, message: "transport must be 'direct' or 'mix'" }
  }
  if (text === 'mix' && !node.options.mix) {
    return { ok: false, status: 400, message: 'Mix is not enabled on this node' }
  }
  return { ok: true, transport: text }
}
