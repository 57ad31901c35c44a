import { useEffect, useRef } from 'react'
import type { NodeProfile } from '../../api/node-profile.ts'
import { nodeTitle } from '../../api/node-title.ts'
import { nodeProfile } from '../../stores/node/profile.ts'
import { nodeState, type NodeState } from '../../stores/node/state.ts'
import { useNodeStore } from '../../stores/react.ts'

export interface NodeStateChange {
  /** What the node status now says; never `checking`. */
  state: Exclude<NodeState, 'checking'>
  /**
   * The node as detected ("Logos Storage" 0.4.4, what it can do); null while it is not known (a
   * node down before it ever answered).
   */
  node: {
    name: string
    version: string
    title: string
    /** What the node can do (`marketplace`, `reachability`, …), as the client detected it. */
    capabilities: {
      marketplace: boolean
      availabilityLimits: boolean
      backgroundDownloads: boolean
      exists: boolean
      reachability: boolean
      deleteFiles: boolean
    }
  } | null
}

function describe(profile: NodeProfile): NonNullable<NodeStateChange['node']> {
  return {
    name: profile.line.name,
    version: profile.version,
    title: nodeTitle(profile),
    capabilities: { ...profile.capabilities },
  }
}

/**
 * Calls `onChange` when the node's state as the status shows it becomes known and each time it
 * (or the detected node: it restarted as another version) changes afterwards, once per change
 * however often the view renders.
 */
export function useNodeStateChange(onChange: ((detail: NodeStateChange) => void) | undefined) {
  const state = useNodeStore(nodeState)
  const profile = useNodeStore(nodeProfile)
  const node = profile.state === 'ready' ? describe(profile.data) : null
  // A node that answers is told with its identity: wait the moment its detection takes.
  const waiting = profile.state === 'loading' && (state === 'up' || state === 'marketplace-off')
  const key = waiting ? '' : `${state} ${node?.title ?? ''}`
  const told = useRef('')
  const latest = useRef({ state, node })
  latest.current = { state, node }
  useEffect(() => {
    const now = latest.current
    if (now.state === 'checking' || key === '' || key === told.current) return
    told.current = key
    onChange?.({ state: now.state, node: now.node })
  }, [key, onChange])
}
