import { marketplaceContext, NO_MARKETPLACE } from './marketplace-context.ts'
import { segment, type NodeContext } from './node-context.ts'
import { ok, type Result } from './result.ts'
import { SlotAgent, SlotList, type Slot } from './schemas/marketplace.ts'
import type { TradeCalls } from './trade-calls.ts'

/** Whether the node's marketplace works, and why not when it does not. */
export type MarketplaceStatus =
  | { available: true; slots: Slot[] }
  | {
      available: false
      /** The line has no marketplace (Logos Storage), or a Codex node runs without persistence. */
      reason: 'no-marketplace' | 'no-persistence'
      message: string
    }

/** The marketplace's status and the host's slots: what the dashboard asks at once. */
export interface SalesCalls {
  /**
   * The marketplace health check (`GET /sales/slots`); a line without a marketplace is answered
   * without a request, and a Codex node without persistence (503) is a status, not a failure.
   */
  marketplaceStatus(): Promise<Result<MarketplaceStatus>>
  activeSlots(): Promise<Result<Slot[]>>
  activeSlot(slotId: string): Promise<Result<SlotAgent>>
}

/** Every marketplace call: the status and slots here, selling and buying in trade-calls.ts. */
export type MarketplaceCalls = SalesCalls & TradeCalls

export function salesCalls(nodeContext: NodeContext): SalesCalls {
  const node = marketplaceContext(nodeContext)
  return {
    marketplaceStatus: async () => {
      const line = await nodeContext.line()
      if (line.error) return line
      if (!line.data.marketplaceRoutes) {
        return ok({ available: false, reason: 'no-marketplace', message: NO_MARKETPLACE })
      }
      const slots = await node.json('/sales/slots', SlotList)
      if (!slots.error) return ok({ available: true, slots: slots.data })
      if (slots.data.code !== 503) return slots
      return ok({ available: false, reason: 'no-persistence', message: slots.data.message })
    },
    activeSlots: () => node.json('/sales/slots', SlotList),
    activeSlot: (slotId) => node.json(`/sales/slots/${segment(slotId)}`, SlotAgent),
  }
}
