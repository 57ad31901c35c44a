import type { RequestContext, RouteHandler } from '../http/router.ts'
import { InputError } from '../marketplace/json-input.ts'
import { MarketError } from '../marketplace/market-error.ts'
import type { NodeContext } from '../node-context.ts'

/**
 * Wraps a marketplace handler: 503 `Persistence is not enabled` when the marketplace is off,
 * buyers brought up to date first, and refusals answered with their status and text.
 */
export function marketHandler(
  node: NodeContext,
  handler: (context: RequestContext) => Promise<void> | void,
): RouteHandler {
  return async (context) => {
    if (!node.marketplace.enabled) {
      context.req.resume()
      return context.reply.error(503, 'Persistence is not enabled')
    }
    await node.marketplace.tick()
    try {
      await handler(context)
    } catch (error) {
      if (error instanceof MarketError) return context.reply.error(error.status, error.message)
      if (error instanceof InputError) return context.reply.error(400, error.message)
      throw error
    }
  }
}
