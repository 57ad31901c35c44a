import { computed, onMount, onSet } from 'nanostores'
import { createQuery, refetchMountedQueries, type QueryValue } from './node-query.ts'
import { $nodeUrl, getNodeClient } from './node.ts'

/** Node and marketplace health are polled this often (spec section 9). */
export const HEALTH_INTERVAL = 5000

/** GET /spr, polled: the node is up when it answers. Not reported: a down node is not a bug. */
export const $spr = createQuery(() => getNodeClient().spr(), {
  interval: HEALTH_INTERVAL,
  refetchOnFocus: true,
  resetOn: [$nodeUrl],
})

/** GET /sales/slots, polled: the marketplace is enabled when it answers. */
export const $activeSlots = createQuery(() => getNodeClient().activeSlots(), {
  interval: HEALTH_INTERVAL,
  refetchOnFocus: true,
  resetOn: [$nodeUrl],
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

// While the node is watched, its return makes every page that kept stale data refetch by itself.
onMount($spr, () => {
  let wasDown = false
  return onSet($spr, ({ newValue }) => {
    const health = healthOf(newValue)
    if (health === 'down') wasDown = true
    if (health === 'up' && wasDown) {
      wasDown = false
      queueMicrotask(() => void refetchMountedQueries())
    }
  })
})

/** Refetches the node status now (the health check's refresh on an unchanged address). */
export function refetchNodeStatus(): Promise<void> {
  return Promise.all([$spr.refetch(), $activeSlots.refetch(), $debugInfo.refetch()]).then(() => {})
}
