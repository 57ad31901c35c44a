import { computed, type ReadableAtom } from 'nanostores'
import { $nodePasswords, $nodes } from './registry.ts'
import { $activeScope, scopeOfNode, type NodeScope } from './scope.ts'

/**
 * Every node the vault knows, as scopes: the active node's first, then each listed node's. The
 * fleet watch, the alerts and the history walk this one list. A password saved after its node
 * (`updateNode` sets the list, then the password) gives that node its new scope.
 */
export const $fleetScopes: ReadableAtom<readonly NodeScope[]> = computed(
  [$activeScope, $nodes, $nodePasswords],
  (active, nodes) => {
    const scopes = new Map<string, NodeScope>([[active.binding.key, active]])
    for (const node of nodes) {
      const scope = scopeOfNode(node.id)
      if (scope && !scopes.has(scope.binding.key)) scopes.set(scope.binding.key, scope)
    }
    return [...scopes.values()]
  },
)
