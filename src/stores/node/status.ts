import { computed, onMount, onSet } from 'nanostores'
import { createQuery, type QueryValue } from './query.ts'
import { onNetworkFailure, refetchMountedQueries } from './query-scope.ts'
import { perNode, type NodeScope } from '../nodes/scope.ts'
import { HEALTH_INTERVAL } from '../cadences.ts'

/**
 * GET /spr, polled: the node is up when it answers. Its failures are reported like any node
 * answer's, except a node that cannot be reached (502), which is not a bug.
 */
export const spr = perNode((scope) => {
  const $spr = createQuery(scope, () => scope.client().spr(), {
    interval: HEALTH_INTERVAL,
    refetchOnFocus: true,
    reportAs: 'spr',
  })
  watchReturn(scope, $spr)
  return $spr
})

/**
 * GET /sales/slots, polled: the marketplace works when it answers. A node without one (a Logos
 * Storage node, or a Codex node without persistence) is a status, never sent another request
 * on a line without marketplace routes, and never reported.
 */
export const marketplace = perNode((scope) =>
  createQuery(scope, () => scope.client().marketplaceStatus(), {
    interval: HEALTH_INTERVAL,
    refetchOnFocus: true,
    reportAs: 'active-slots',
  }),
)

/** GET /debug/info, refreshed when the window regains focus. */
export const debugInfo = perNode((scope) =>
  createQuery(scope, () => scope.client().debugInfo(), {
    refetchOnFocus: true,
    reportAs: 'debug-info',
  }),
)

export type Health = 'checking' | 'up' | 'down'
export type MarketplaceHealth = Health | 'off'

function healthOf<T>(value: QueryValue<T>): Health {
  if (value.state === 'loading') return 'checking'
  return value.state === 'ready' && !value.stale ? 'up' : 'down'
}

/** Whether the node answers. */
export const nodeHealth = perNode((scope) => computed(spr.of(scope), healthOf))

/** Whether the marketplace works: up, off (the node has none, or runs without it) or down. */
export const marketplaceHealth = perNode((scope) =>
  computed(marketplace.of(scope), (value): MarketplaceHealth => {
    const health = healthOf(value)
    return health === 'up' && value.state === 'ready' && !value.data.available ? 'off' : health
  }),
)

/** Why the node has no marketplace while it has none: the line has none, or no persistence. */
export const marketplaceAbsenceOf = perNode((scope) =>
  computed(marketplace.of(scope), (value) =>
    value.state === 'ready' && !value.data.available ? value.data : null,
  ),
)

/** Why a health query fails (`Persistence is not enabled`, say), while it does; else undefined. */
export function healthError<T>(value: QueryValue<T>): string | undefined {
  return value.state === 'loading' ? undefined : value.error?.message
}

// While the node is watched, its return makes every page that kept stale data refetch by itself,
// after the line is detected again (a node may restart as another version). A 404 from the node
// status means the API moved under us (the node was replaced without going down): detect again.
// A page that failed to reach the node asks the node status at once, so the banner shows and the
// return is noticed even when the node came and went between two polls.
function watchReturn(scope: NodeScope, $spr: ReturnType<typeof createQuery<unknown>>): void {
  const redetectAndRefetch = () =>
    void scope
      .client()
      .redetect()
      .then(() => refetchMountedQueries(scope))
  onMount($spr, () => {
    let wasDown = false
    let wasMissing = false
    const stopWatching = onSet($spr, ({ newValue }) => {
      const health = healthOf(newValue)
      const missing = newValue.state !== 'loading' && newValue.error?.code === 404
      if (missing && !wasMissing) queueMicrotask(redetectAndRefetch)
      wasMissing = missing
      if (health === 'down') wasDown = true
      if (health === 'up' && wasDown) {
        wasDown = false
        queueMicrotask(redetectAndRefetch)
      }
    })
    const stopListening = onNetworkFailure(scope, () => {
      if (healthOf($spr.get()) === 'up') queueMicrotask(() => void $spr.refetch())
    })
    return () => {
      stopWatching()
      stopListening()
    }
  })
}

/** Refetches a node's status now (the health check's refresh on an unchanged address). */
export function refetchNodeStatus(scope: NodeScope): Promise<void> {
  return Promise.all([
    spr.of(scope).refetch(),
    marketplace.of(scope).refetch(),
    debugInfo.of(scope).refetch(),
  ]).then(() => {})
}
