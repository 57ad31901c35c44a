import { atom, onMount, type ReadableAtom } from 'nanostores'
import { getEnvironment } from '../page/environment.ts'
import { perNode, type NodeScope } from '../nodes/scope.ts'
import {
  assessConnectivity,
  blank,
  type Connectivity,
  type ConnectivityState,
} from './connectivity-verdict.ts'
import type { PortForwarding } from './port-forwarding.ts'
import { debugInfo, nodeHealth, spr } from './status.ts'
import { RETEST_DELAYS_MS } from '../cadences.ts'

// A node that announces only a local address is asked again too: restarted with its public
// address, it clears by itself.
const RETESTED: ReadonlySet<ConnectivityState> = new Set([
  'starting',
  'not-reachable',
  'local-only',
])
const needsRetest = (state: ConnectivityState) => RETESTED.has(state)

/**
 * A connectivity check of one node, from its debug info, its SPR and (where given) the echo
 * service's port check: while watched and failing (starting, not reachable, only a local address) it asks the node
 * again with back-off, and the warning clears by itself once a check passes.
 */
export function createConnectivity(
  scope: NodeScope,
  $port: ReadableAtom<PortForwarding> | null,
): ReadableAtom<Connectivity> {
  const $connectivity = atom<Connectivity>({
    ...blank('checking', 'Checking whether the node can be reached…'),
    since: 0,
  })
  const $node = nodeHealth.of(scope)
  const $info = debugInfo.of(scope)
  const $spr = spr.of(scope)
  onMount($connectivity, () => {
    let retests = 0
    let cancelTimer: (() => void) | undefined

    function schedule(state: ConnectivityState): void {
      if (!needsRetest(state)) {
        retests = 0
        cancelTimer?.()
        cancelTimer = undefined
        return
      }
      if (cancelTimer !== undefined) return
      const delay = RETEST_DELAYS_MS[Math.min(retests, RETEST_DELAYS_MS.length - 1)] ?? 120_000
      retests += 1
      cancelTimer = getEnvironment().setTimer(() => {
        cancelTimer = undefined
        void Promise.all([$info.refetch(), $spr.refetch()])
      }, delay)
    }

    function update(): void {
      const next = assessConnectivity({
        node: $node.get(),
        info: $info.get(),
        sprValue: $spr.get(),
        port: $port ? $port.get() : null,
      })
      const current = $connectivity.get()
      const since =
        current.state === next.state && current.since ? current.since : getEnvironment().now()
      $connectivity.set({ ...next, since })
      schedule(next.state)
    }

    const stores: ReadableAtom<unknown>[] = [$node, $info, $spr, ...($port ? [$port] : [])]
    const unbinders = stores.map((store) => store.subscribe(update))
    return () => {
      cancelTimer?.()
      cancelTimer = undefined
      for (const unbind of unbinders) unbind()
    }
  })
  return $connectivity
}

/**
 * The connectivity check without the echo service (the home card): a node that does not know
 * its own reachability is `untested` here; the health check's `connectivity`
 * (`connectivity-check.ts`) asks the echo service for it.
 */
export const ownConnectivity = perNode((scope) => createConnectivity(scope, null))
