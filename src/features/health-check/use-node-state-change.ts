import { useStore } from '@nanostores/react'
import { useEffect, useRef } from 'react'
import { $nodeState, type NodeState } from '../../stores/node-state.ts'

export interface NodeStateChange {
  /** What the node status now says; never `checking`. */
  state: Exclude<NodeState, 'checking'>
}

/**
 * Calls `onChange` when the node's state as the status shows it becomes known and each time it
 * changes afterwards, once per change however often the view renders.
 */
export function useNodeStateChange(onChange: ((detail: NodeStateChange) => void) | undefined) {
  const state = useStore($nodeState)
  const told = useRef<NodeState>('checking')
  useEffect(() => {
    if (state === 'checking' || state === told.current) return
    told.current = state
    onChange?.({ state })
  }, [state, onChange])
}
