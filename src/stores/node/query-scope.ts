import type { NodeScope } from '../nodes/scope.ts'

/** One node's queries that are active, and who wants to hear that the node is gone. */
interface ScopeQueries {
  active: Set<() => Promise<void>>
  networkFailureListeners: Set<() => void>
}

const queriesByScope = new WeakMap<NodeScope, ScopeQueries>()

export function queriesOf(scope: NodeScope): ScopeQueries {
  let queries = queriesByScope.get(scope)
  if (!queries) {
    queries = { active: new Set(), networkFailureListeners: new Set() }
    queriesByScope.set(scope, queries)
  }
  return queries
}

/**
 * Calls `listener` after any query of the scope's node fails to reach it (code 502), so the node
 * status learns at once that the node is gone instead of at its next poll. Returns the unsubscriber.
 */
export function onNetworkFailure(scope: NodeScope, listener: () => void): () => void {
  const listeners = queriesOf(scope).networkFailureListeners
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Refetches every query of the scope's node that is shown or watched (the node came back). */
export function refetchMountedQueries(scope: NodeScope): Promise<void> {
  return Promise.all([...queriesOf(scope).active].map((refetch) => refetch())).then(() => {})
}
