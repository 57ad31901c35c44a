import { fail, ok, type Result } from '../../api/result.ts'
import { atom, type ReadableAtom, type WritableAtom } from 'nanostores'
import { createQuery, type QueryValue } from './query.ts'
import { perNode, type NodeScope } from '../nodes/scope.ts'
import { getEnvironment } from '../page/environment.ts'
import { reportNodeError, reportQueryOutcome } from '../page/error-reporting.ts'
import { advertisingKnown } from './advertising-known.ts'
import { ROWS_SETTLE_MS } from '../cadences.ts'

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

const advertisedByCid = perNode(() => new Map<string, WritableAtom<QueryValue<boolean>>>())

/** Cids asked (or being asked) of the node: each file is asked once, then its answer is kept. */
const askedCids = perNode(() => new Set<string>())

/**
 * Whether one local dataset of the node is announced to the network, as last known. Showing it
 * asks nothing: `askAdvertised` asks for the files on screen, so a list of 100,000 files costs
 * the node one request per file a person actually sees, once.
 */
export function advertisedOf(scope: NodeScope, cid: string): ReadableAtom<QueryValue<boolean>> {
  return stateOf(scope, cid)
}

function stateOf(scope: NodeScope, cid: string): WritableAtom<QueryValue<boolean>> {
  const byCid = advertisedByCid.of(scope)
  let $state = byCid.get(cid)
  if (!$state) {
    $state = atom<QueryValue<boolean>>({ state: 'loading' })
    byCid.set(cid, $state)
  }
  return $state
}

function keep(scope: NodeScope, cid: string, result: Result<boolean>): void {
  const $state = stateOf(scope, cid)
  reportQueryOutcome({
    query: 'advertised',
    source: $state,
    error: result.error ? result.data : undefined,
  })
  if (!result.error) {
    $state.set({ state: 'ready', data: result.data, stale: false, error: undefined })
    return
  }
  // A failed ask is made again when the file is next shown.
  askedCids.of(scope).delete(cid)
  const previous = $state.get()
  $state.set(
    previous.state === 'ready'
      ? { ...previous, stale: true, error: result.data }
      : { state: 'error', error: result.data },
  )
}

/** Asks the node about each of these files it was not asked about yet (the rows on screen). */
export function askAdvertised(scope: NodeScope, cids: readonly string[]): void {
  const asked = askedCids.of(scope)
  for (const cid of cids) {
    if (asked.has(cid)) continue
    asked.add(cid)
    void scope
      .client()
      .advertised(cid)
      .then(
        (result) => keep(scope, cid, result),
        (error: unknown) => keep(scope, cid, fail(String(error))),
      )
  }
}

/**
 * For one list: hears its rows on screen and asks about them. A list appearing asks at once;
 * while it scrolls, it asks for where it comes to rest, so a fling past 10,000 rows asks for one
 * screen.
 */
export function advertisedRowsWatcher(scope: NodeScope): (cids: readonly string[]) => void {
  let shown: readonly string[] = []
  let cancelTimer = () => {}
  return (cids) => {
    const appearing = shown.length === 0
    shown = cids
    cancelTimer()
    cancelTimer = () => {}
    if (appearing) askAdvertised(scope, cids)
    else cancelTimer = getEnvironment().setTimer(() => askAdvertised(scope, shown), ROWS_SETTLE_MS)
  }
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
  // The node answers the state it kept: the row shows it without asking again.
  if (!result.error) {
    askedCids.of(scope).add(cid)
    keep(scope, cid, result)
  }
  $changes.set(without($changes.get(), cid))
  if (result.error) {
    reportNodeError(result.data, { action: 'advertise' })
    const reason = result.data.message || `the node answered ${result.data.code ?? 'nothing'}`
    $errors.set({ ...$errors.get(), [cid]: advertiseFailed(advertise, reason) })
    return false
  }
  return true
}
