import { atom, onMount, type ReadableAtom } from 'nanostores'
import { $fleetScopes } from '../../nodes/fleet-scopes.ts'
import type { NodeScope } from '../../nodes/scope.ts'

/**
 * A store derived from one store per known node (`$fleetScopes`): `combine` runs over every node's
 * value whenever the list of nodes or any of their stores changes. While it is watched, so is each
 * node's store (which is how the alert engine's per-node stores start).
 */
export function overFleet<Each, Result>(
  storeOf: (scope: NodeScope) => ReadableAtom<Each>,
  combine: (values: readonly Each[]) => Result,
): ReadableAtom<Result> {
  const $result = atom<Result>(combine([]))
  onMount($result, () => {
    let stops: (() => void)[] = []
    let scopes: readonly NodeScope[] = []
    const recompute = () => $result.set(combine(scopes.map((scope) => storeOf(scope).get())))
    const follow = (next: readonly NodeScope[]) => {
      for (const stop of stops) stop()
      scopes = next
      stops = scopes.map((scope) => storeOf(scope).listen(recompute))
      recompute()
    }
    const stopFleet = $fleetScopes.subscribe(follow)
    return () => {
      stopFleet()
      for (const stop of stops) stop()
      stops = []
    }
  })
  return $result
}
