import { computed } from 'nanostores'
import { localNetworkBlocked } from './local-network.ts'
import { perNode } from '../nodes/scope.ts'
import { marketplaceHealth, nodeHealth } from './status.ts'

/**
 * The node as the status indicators show it: still checking, up, up without its marketplace,
 * down, or kept from the page by the browser's Local Network Access rule.
 */
export type NodeState = 'checking' | 'up' | 'marketplace-off' | 'down' | 'blocked'

export const nodeState = perNode((scope) =>
  computed(
    [nodeHealth.of(scope), marketplaceHealth.of(scope), localNetworkBlocked.of(scope)],
    (node, marketplace, blocked): NodeState =>
      blocked
        ? 'blocked'
        : node === 'up' && (marketplace === 'down' || marketplace === 'off')
          ? 'marketplace-off'
          : node,
  ),
)
