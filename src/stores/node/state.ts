import { computed } from 'nanostores'
import { localNetworkBlocked } from './local-network.ts'
import { perNode } from '../nodes/scope.ts'
import type { QueryValue } from './query.ts'
import { marketplace, marketplaceHealth, nodeHealth, type Health } from './status.ts'

/**
 * The node as the status indicators show it: still checking, up, up without its marketplace,
 * down, or kept from the page by the browser's Local Network Access rule. A node whose line has no
 * marketplace (Logos Storage) is up: its marketplace is not off, it has none.
 */
export type NodeState = 'checking' | 'up' | 'marketplace-off' | 'down' | 'blocked'

export const nodeState = perNode((scope) => {
  let node: Health = 'checking'
  // The marketplace's answer when the node last came back from down: a failure from while it was
  // away says nothing of the marketplace now, so it is not "off" until a later answer says so.
  let answerBeforeReturn: QueryValue<unknown> | undefined
  return computed(
    [
      nodeHealth.of(scope),
      marketplace.of(scope),
      marketplaceHealth.of(scope),
      localNetworkBlocked.of(scope),
    ],
    (nodeNow, answer, market, blocked): NodeState => {
      if (nodeNow === 'up' && node === 'down') answerBeforeReturn = answer
      node = nodeNow
      if (blocked) return 'blocked'
      const lineHasNone =
        answer.state === 'ready' &&
        !answer.data.available &&
        answer.data.reason === 'no-marketplace'
      const marketplaceOff =
        (market === 'off' && !lineHasNone) || (market === 'down' && answer !== answerBeforeReturn)
      return node === 'up' && marketplaceOff ? 'marketplace-off' : node
    },
  )
})
