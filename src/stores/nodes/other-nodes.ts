import { $nodes } from './registry.ts'
import { $activeScope, type NodeScope } from './scope.ts'

/**
 * How often a listed node other than the active one is asked, whatever shows it (a Nodes row, a
 * fleet chart) and by the fleet watch: a view of it never raises its polls to the health checks'.
 */
export const OTHER_NODES_MS = 30_000

/** The shortest interval a view of `scope` may poll at: `OTHER_NODES_MS` for a listed node not active. */
export function viewFloorOf(scope: NodeScope): number {
  const key = scope.binding.key
  if ($activeScope.get().binding.key === key) return 0
  return $nodes.get().some((node) => node.id === key) ? OTHER_NODES_MS : 0
}
