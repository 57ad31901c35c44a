import { atom, type WritableAtom } from 'nanostores'
import type { NodeScope } from '../nodes/scope.ts'

/** One node's queries that are active, and how many of their asks did not reach the node. */
interface ScopeQueries {
  active: Set<() => Promise<void>>
  /** Counts the asks that did not reach the node (code 502): an event others `listen` to. */
  $networkFailures: WritableAtom<number>
}

const queriesByScope = new WeakMap<NodeScope, ScopeQueries>()

export function queriesOf(scope: NodeScope): ScopeQueries {
  let queries = queriesByScope.get(scope)
  if (!queries) {
    queries = { active: new Set(), $networkFailures: atom(0) }
    queriesByScope.set(scope, queries)
  }
  return queries
}

/**
 * Calls `listener` after any query of the scope's node fails to reach it (code 502), so the node
 * status learns at once that the node is gone instead of at its next poll. Returns the unsubscriber.
 */
export function onNetworkFailure(scope: NodeScope, listener: () => void): () => void {
  return queriesOf(scope).$networkFailures.listen(() => listener())
}

/** Refetches every query of the scope's node that is shown or watched (the node came back). */
export function refetchMountedQueries(scope: NodeScope): Promise<void> {
  return Promise.all([...queriesOf(scope).active].map((refetch) => refetch())).then(() => {})
}
