import { ok } from '../../api/result.ts'
import { atom } from 'nanostores'
import { createQuery, type QueryStore } from './query.ts'
import { perNode, type NodeScope } from '../nodes/scope.ts'
import { reportNodeError } from '../page/error-reporting.ts'
import { advertisingKnown } from './advertising-known.ts'

/**
 * Whether the node serves advertising (Logos Storage, late 2026): asked of the route itself, so a
 * node without it is never offered the toggle, whatever its version says.
 */
export const advertisingServed = perNode((scope) =>
  createQuery(
    scope,
    async () => {
      // Only a node that downloads in the background (Logos Storage) may serve it: asking any
      // other would leave a 404 in the console of every page that shows files.
      const profile = await scope.client().detect()
      if (!profile.error && !profile.data.capabilities.backgroundDownloads) {
        advertisingKnown.of(scope).set(false)
        return ok(false)
      }
      const served = await scope.client().servesAdvertising()
      if (!served.error) advertisingKnown.of(scope).set(served.data)
      return served
    },
    { reportAs: 'advertising' },
  ),
)

const advertisedByCid = perNode(() => new Map<string, QueryStore<boolean>>())

/** Whether one local dataset of the node is announced to the network: one query per cid. */
export function advertisedOf(scope: NodeScope, cid: string): QueryStore<boolean> {
  const byCid = advertisedByCid.of(scope)
  let store = byCid.get(cid)
  if (!store) {
    store = createQuery(scope, () => scope.client().advertised(cid), { reportAs: 'advertised' })
    byCid.set(cid, store)
  }
  return store
}

/** Cid -> the state being sent, while the node has not answered; per node. */
export const advertiseChanges = perNode(() => atom<Readonly<Record<string, boolean>>>({}))

/** Cid -> why the last change failed, in plain words, until the next try; per node. */
export const advertiseErrors = perNode(() => atom<Readonly<Record<string, string>>>({}))

export const advertiseFailed = (advertise: boolean, reason: string) =>
  `${advertise ? 'Could not share this file' : 'Could not make this file private'}: ${reason}`

const without = <T>(record: Readonly<Record<string, T>>, key: string) =>
  Object.fromEntries(Object.entries(record).filter(([each]) => each !== key))

/**
 * Announces a dataset to the network, or stops announcing it; then reads the state back. The
 * node's refusal stays beside the toggle in its own words.
 */
export async function setAdvertised(
  scope: NodeScope,
  cid: string,
  advertise: boolean,
): Promise<boolean> {
  const $changes = advertiseChanges.of(scope)
  const $errors = advertiseErrors.of(scope)
  if (cid in $changes.get()) return false
  $changes.set({ ...$changes.get(), [cid]: advertise })
  $errors.set(without($errors.get(), cid))
  const result = await scope.client().setAdvertised(cid, advertise)
  if (!result.error) await advertisedOf(scope, cid).refetch()
  $changes.set(without($changes.get(), cid))
  if (result.error) {
    reportNodeError(result.data, { action: 'advertise' })
    const reason = result.data.message || `the node answered ${result.data.code ?? 'nothing'}`
    $errors.set({ ...$errors.get(), [cid]: advertiseFailed(advertise, reason) })
    return false
  }
  return true
}
