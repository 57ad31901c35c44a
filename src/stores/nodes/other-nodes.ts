import { $nodes } from './registry.ts'
import { $activeScope, type NodeScope } from './scope.ts'
import { OTHER_NODES_MS } from '../cadences.ts'

/** The shortest interval a view of `scope` may poll at: `OTHER_NODES_MS` for a listed node not active. */
export function viewFloorOf(scope: NodeScope): number {
  const key = scope.binding.key
  if ($activeScope.get().binding.key === key) return 0
  return $nodes.get().some((node) => node.id === key) ? OTHER_NODES_MS : 0
}
