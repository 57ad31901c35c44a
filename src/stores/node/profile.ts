import { computed } from 'nanostores'
import type { NodeCapabilities, NodeProfile } from '../../api/node-profile.ts'
import { nodeTitle } from '../../api/node-title.ts'
import { createQuery } from './query.ts'
import { perNode } from '../nodes/scope.ts'

export type { NodeCapabilities, NodeProfile }

/**
 * Which line the node serves, its version and what it can do: detected once per address by the
 * client (every element shares it) and again when the node comes back from being down.
 */
export const nodeProfile = perNode((scope) =>
  createQuery(scope, () => scope.client().detect(), {
    refetchOnFocus: true,
  }),
)

/** What the node can do; null until it is known. */
export const capabilities = perNode((scope) =>
  computed(nodeProfile.of(scope), (profile): NodeCapabilities | null =>
    profile.state === 'ready' ? profile.data.capabilities : null,
  ),
)

/** "Logos Storage 0.4.4", "Codex 0.2.5"; null until known. */
export const nodeTitleOf = perNode((scope) =>
  computed(nodeProfile.of(scope), (profile) =>
    profile.state === 'ready' ? nodeTitle(profile.data) : null,
  ),
)
