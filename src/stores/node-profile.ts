import { computed } from 'nanostores'
import { nodeTitle, type NodeCapabilities, type NodeProfile } from '../api/node-profile.ts'
import { createQuery } from './node-query.ts'
import { $nodeUrl, getNodeClient } from './node.ts'

export type { NodeCapabilities, NodeProfile }

/**
 * Which line the node serves, its version and what it can do: detected once per address by the
 * client (every element shares it) and again when the node comes back from being down.
 */
export const $nodeProfile = createQuery(() => getNodeClient().detect(), {
  refetchOnFocus: true,
  resetOn: [$nodeUrl],
})

/** What the node can do; null until it is known. */
export const $capabilities = computed($nodeProfile, (profile): NodeCapabilities | null =>
  profile.state === 'ready' ? profile.data.capabilities : null,
)

/** "Logos Storage 0.4.4", "Codex 0.2.5"; null until known. */
export const $nodeTitle = computed($nodeProfile, (profile) =>
  profile.state === 'ready' ? nodeTitle(profile.data) : null,
)
