import { useStore } from '@nanostores/react'
import { createContext, useContext } from 'react'
import type { ReadableAtom } from 'nanostores'
import { $activeScope, type NodeScope, type PerNode } from './nodes/scope.ts'

/**
 * The node scope of the element a view renders in, provided by the element's root: its `node` or
 * `node-url` binding, else the active node.
 */
export const NodeScopeContext = createContext<NodeScope | null>(null)

/** The scope of the element a view renders in; outside one (a view's own test), the active node's. */
export function useNodeScope(): NodeScope {
  const active = useStore($activeScope)
  return useContext(NodeScopeContext) ?? active
}

/** `useStore` of the element's own node's instance of a per-node store. */
export function useNodeStore<Value>(store: PerNode<ReadableAtom<Value>>): Value {
  return useStore(store.of(useNodeScope()))
}

/** The element's own node's instance of per-node actions or stores. */
export function useNodeOf<T>(factory: PerNode<T>): T {
  return factory.of(useNodeScope())
}
