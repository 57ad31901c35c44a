import type { NodeContext } from './node-context.ts'
import { fail, type Result } from './result.ts'

/** What a marketplace call answers on a node without marketplace routes; no request is sent. */
export const NO_MARKETPLACE = 'This node has no marketplace.'

/**
 * The node's context for marketplace calls: on a line without `/sales` and `/storage` routes
 * (Logos Storage) every call fails at once, so such a node never sees a marketplace request.
 */
export function marketplaceContext(node: NodeContext): NodeContext {
  const guarded =
    <Args extends unknown[], T>(call: (...args: Args) => Promise<Result<T>>) =>
    async (...args: Args): Promise<Result<T>> => {
      const line = await node.line()
      if (line.error) return line
      return line.data.marketplaceRoutes ? call(...args) : fail(NO_MARKETPLACE)
    }
  return {
    ...node,
    json: guarded(node.json),
    text: guarded(node.text),
    streamedText: guarded(node.streamedText),
    empty: guarded(node.empty),
  }
}
