import { computed, onMount, onSet } from 'nanostores'
import {
  createQuery,
  onNetworkFailure,
  refetchMountedQueries,
  type QueryValue,
} from './node-query.ts'
import { $nodeUrl, getNodeClient } from './node.ts'

/** Node and marketplace health are polled this often (spec section 9). */
export const HEALTH_INTERVAL = 5000

/**
 * GET /spr, polled: the node is up when it answers. Its failures are reported like any node
 * answer's, except a node that cannot be reached (502), which is not a bug.
 */
export const $spr = createQuery(() => getNodeClient().spr(), {
  interval: HEALTH_INTERVAL,
  refetchOnFocus: true,
  resetOn: [$nodeUrl],
  reportAs: 'spr',
})

/** GET /sales/slots, polled: the marketplace is enabled when it answers. */
export const $activeSlots = createQuery(() => getNodeClient().activeSlots(), {
  interval: HEALTH_INTERVAL,
  refetchOnFocus: true,
  resetOn: [$nodeUrl],
  reportAs: 'active-slots',
})

/** GET /debug/info, refreshed when the window regains focus. */
export const $debugInfo = createQuery(() => getNodeClient().debugInfo(), {
  refetchOnFocus: true,
  resetOn: [$nodeUrl],
  reportAs: 'debug-info',
})

export type Health = 'checking' | 'up' | 'down'

function healthOf<T>(value: QueryValue<T>): Health {
  if (value.state === 'loading') return 'checking'
  return value.state === 'ready' && !value.stale ? 'up' : 'down'
}

/** Whether the node answers. */
export const $nodeHealth = computed($spr, healthOf)

/** Whether the marketplace answers (the active-slots call works). */
export const $marketplaceHealth = computed($activeSlots, healthOf)

/** Why a health query fails (`Persistence is not enabled`, say), while it does; else undefined. */
export function healthError<T>(value: QueryValue<T>): string | undefined {
  return value.state === 'loading' ? undefined : value.error?.message
}

// While the node is watched, its return makes every page that kept stale data refetch by itself.
// A page that failed to reach the node asks the node status at once, so the banner shows and the
// return is noticed even when the node came and went between two polls.
onMount($spr, () => {
  let wasDown = false
  const stopWatching = onSet($spr, ({ newValue }) => {
    const health = healthOf(newValue)
    if (health === 'down') wasDown = true
    if (health === 'up' && wasDown) {
      wasDown = false
      queueMicrotask(() => void refetchMountedQueries())
    }
  })
  const stopListening = onNetworkFailure(() => {
    if (healthOf($spr.get()) === 'up') queueMicrotask(() => void $spr.refetch())
  })
  return () => {
    stopWatching()
    stopListening()
  }
})

/** Refetches the node status now (the health check's refresh on an unchanged address). */
export function refetchNodeStatus(): Promise<void> {
  return Promise.all([$spr.refetch(), $activeSlots.refetch(), $debugInfo.refetch()]).then(() => {})
}
