import { atom, onMount, task, type ReadableAtom } from 'nanostores'
import type { Result, VaultError } from '../../api/result.ts'
import { getEnvironment, type Environment } from '../page/environment.ts'
import { reportQueryOutcome } from '../page/error-reporting.ts'
import type { NodeScope } from '../nodes/scope.ts'
import { viewFloorOf } from '../nodes/other-nodes.ts'
import { queriesOf } from './query-scope.ts'
import { createPolling, type Cadence } from './query-poll.ts'
import { answersApplied } from './answers-applied.ts'
import { DEDUPE_MS } from '../cadences.ts'

/** What a query holds: nothing yet, data (stale when the last refetch failed), or an error. */
export type QueryValue<T> =
  | { state: 'loading' }
  | { state: 'ready'; data: T; stale: boolean; error: VaultError | undefined }
  | { state: 'error'; error: VaultError }

export interface QueryStore<T> extends ReadableAtom<QueryValue<T>> {
  /** Fetches again now; a fetch already running is shared instead of doubled. */
  refetch(): Promise<void>
  /** A view is shown: asks again unless the last answer is fresh or a load is under way. */
  revalidate(): void
  /** The node's data changed: fetches again now while shown, else when next shown. */
  invalidate(): void
  /** The value once settled: the current one while fresh, else after the load this asks for. */
  settled(): Promise<QueryValue<T>>
  /**
   * Hears every answer the query gets for the views that show it, without being one: a recorder
   * or an alert rule never causes a request. Returns the unsubscriber.
   */
  observe(observer: QueryObserver<T>): () => void
  /**
   * Keeps the query asking at least at `cadence` (the fleet watch), without being a view: it
   * polls at the shortest cadence any holder or shown view wants. Returns the release.
   */
  hold(cadence: Cadence): () => void
}

/** One answer of a query as its observers hear it: what came, when it was asked, how long it took. */
export interface QueryAnswer<T> {
  result: Result<T>
  /** The environment's clock when the request left, and the milliseconds until its answer. */
  askedAt: number
  tookMs: number
}

export type QueryObserver<T> = (answer: QueryAnswer<T>) => void

export interface QueryOptions<T = unknown> {
  /**
   * Refetch every `interval` ms while a view shows it and the page is visible; a function of the
   * data decides after each answer (undefined: stop until something else refetches).
   */
  interval?: number | ((data: T) => number | undefined)
  /** Refetch when the window regains focus. */
  refetchOnFocus?: boolean
  /** Name sent with error reports; omit to never report (health polling). */
  reportAs?: string
}

/**
 * A lazy, shared query of one node: it starts with its first listener and stops with its last, so
 * any number of elements cause one request. Stale at once for polls, focus and the node coming
 * back; no retries. A newly shown view asks again unless the last answer is younger than
 * `DEDUPE_MS`. The last data stays after its listeners leave, so a page shown again starts from it.
 */
export function createQuery<T>(
  scope: NodeScope,
  load: () => Promise<Result<T>>,
  options: QueryOptions<T> = {},
): QueryStore<T> {
  const $value = atom<QueryValue<T>>({ state: 'loading' })
  const queries = queriesOf(scope)
  let running: Promise<void> | undefined
  let generation = 0
  /** When the last load settled, answer or error (the environment's clock). */
  let settledAt: number | undefined
  /** When the last good answer came (the environment's clock); errors never spare an ask. */
  let answeredAt = -Infinity
  /** The platform it came through: one bound since (a test's fake node, say) asks anew. */
  let answeredIn: Environment | undefined
  const source = {}
  const observers = new Set<QueryObserver<T>>()

  function tellObservers(answer: QueryAnswer<T>): void {
    for (const observer of observers) {
      try {
        observer(answer)
      } catch {
        // An observer's fault must never cost the views their answer.
      }
    }
  }

  function settle(result: Result<T>): void {
    // An interval that depends on the data is decided anew by each answer.
    if (typeof options.interval === 'function' && polling.isActive())
      queueMicrotask(polling.schedule)
    if (options.reportAs) {
      const outcome = {
        query: options.reportAs,
        source,
        error: result.error ? result.data : undefined,
      }
      reportQueryOutcome(outcome)
    }
    if (!result.error) {
      answeredIn = getEnvironment()
      answeredAt = answeredIn.now()
      $value.set({ state: 'ready', data: result.data, stale: false, error: undefined })
      return
    }
    // `.value`, not get(): get() on an unwatched store listens for a moment, which asks again.
    const previous = $value.value
    $value.set(
      previous.state === 'ready'
        ? { state: 'ready', data: previous.data, stale: true, error: result.data }
        : { state: 'error', error: result.data },
    )
    if (result.data.code === 502) queries.$networkFailures.set(queries.$networkFailures.get() + 1)
  }

  let rerun: Promise<void> | undefined

  async function loadSafely(): Promise<Result<T>> {
    try {
      return await load()
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      return { error: true, data: { message, code: null, issues: null, sourceStack: null } }
    }
  }

  function refetch(): Promise<void> {
    if (running) {
      // The load under way may predate what asked (an upload finished): load once more after it.
      rerun ??= running.then(() => {
        rerun = undefined
        return refetch()
      })
      return rerun
    }
    const mine = generation
    const current: Promise<void> = task(async () => {
      // A helper, not `load`: awaiting it yields before `current` is read, even on a throw.
      const askedAt = getEnvironment().now()
      const result = await loadSafely()
      await answersApplied()
      if (running === current) running = undefined
      if (mine !== generation) return
      settledAt = getEnvironment().now()
      settle(result)
      tellObservers({ result, askedAt, tookMs: getEnvironment().now() - askedAt })
    })
    running = current
    return current
  }

  const polling = createPolling({
    ask: () => running ?? refetch(),
    refetch,
    viewInterval() {
      const { interval } = options
      if (typeof interval !== 'function') return interval
      const value = $value.value
      return value.state === 'ready' ? interval(value.data) : undefined
    },
    viewFloor: () => viewFloorOf(scope),
    settledAt: () => settledAt,
    refetchOnFocus: options.refetchOnFocus ?? false,
    activeChanged(active) {
      if (active) return void queries.active.add(refetch)
      generation += 1
      running = undefined
      queries.active.delete(refetch)
    },
  })

  onMount($value, () => polling.shown())

  function revalidate(): void {
    const environment = getEnvironment()
    const fresh = answeredIn === environment && environment.now() - answeredAt < DEDUPE_MS
    if (!running && !fresh) void refetch()
  }

  function invalidate(): void {
    answeredAt = -Infinity
    if (polling.isActive()) void refetch()
  }

  async function settled(): Promise<QueryValue<T>> {
    const stop = $value.listen(() => {})
    try {
      while (running) await running
      return $value.value
    } finally {
      stop()
    }
  }

  function observe(observer: QueryObserver<T>): () => void {
    observers.add(observer)
    return () => observers.delete(observer)
  }

  return revalidatedBy(
    Object.assign($value, {
      refetch,
      invalidate,
      settled,
      observe,
      hold: polling.hold,
    }),
    {
      revalidate,
    },
  )
}

/** What a view shown on a store revalidates: the node queries the store is made of. */
export interface Revalidating {
  revalidate(): void
}

/**
 * Makes every new listener of `$store` (a view shown, or a store built on it) revalidate `sources`,
 * so a store computed from node queries is as fresh as the queries themselves when shown, even if
 * it stayed mounted meanwhile. `onMount` wraps `listen` too, so the store mounts first.
 */
export function revalidatedBy<Store extends ReadableAtom<unknown>>(
  $store: Store,
  ...sources: Revalidating[]
): Store & Revalidating {
  const revalidate = () => {
    for (const source of sources) source.revalidate()
  }
  const listen = $store.listen.bind($store)
  $store.listen = (listener) => {
    const stop = listen(listener)
    revalidate()
    return stop
  }
  return Object.assign($store, { revalidate })
}
