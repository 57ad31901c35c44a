import { atom, onMount, task, type ReadableAtom } from 'nanostores'
import type { Result, VaultError } from '../api/result.ts'
import { getEnvironment } from './environment.ts'
// A failed named query is reported: error reporting listens to every query's outcome.
import './error-reporting.ts'
import { tellQueryOutcome } from './query-outcomes.ts'

/** What a query holds: nothing yet, data (stale when the last refetch failed), or an error. */
export type QueryValue<T> =
  | { state: 'loading' }
  | { state: 'ready'; data: T; stale: boolean; error: VaultError | undefined }
  | { state: 'error'; error: VaultError }

export interface QueryStore<T> extends ReadableAtom<QueryValue<T>> {
  /** Fetches again now; a fetch already running is shared instead of doubled. */
  refetch(): Promise<void>
  /**
   * Fetches again unless a fetch is under way: for a page shown again while its store was still
   * mounted (a store stays mounted a moment after its last listener leaves), which is stale.
   */
  refetchIfIdle(): void
  /**
   * A view starts showing this query; call the returned function when it stops. The first view
   * to show it fetches again unless a fetch is under way (a page shown again is stale, though
   * the store may still be mounted). A view joining one that already shows it asks nothing: on
   * one page, ten widgets of one query cause one request.
   */
  show(renderedAt?: number): () => void
}

export interface QueryOptions<T = unknown> {
  /**
   * Refetch every `interval` ms while mounted and the page is visible; a function of the data
   * decides after each answer (undefined: stop until something else refetches).
   */
  interval?: number | ((data: T) => number | undefined)
  /** Refetch when the window regains focus. */
  refetchOnFocus?: boolean
  /** Stores whose change makes the old data meaningless (the node URL): back to loading. */
  resetOn?: ReadableAtom<unknown>[]
  /** Name sent with error reports; omit to never report (health polling). */
  reportAs?: string
}

const mountedQueries = new Set<() => Promise<void>>()
const networkFailureListeners = new Set<() => void>()

/**
 * Calls `listener` after any query fails to reach the node (code 502), so the node status can
 * learn at once that the node is gone instead of at its next poll. Returns the unsubscriber.
 */
export function onNetworkFailure(listener: () => void): () => void {
  networkFailureListeners.add(listener)
  return () => networkFailureListeners.delete(listener)
}

/** Refetches every query that has listeners (the node came back: stale pages recover). */
export function refetchMountedQueries(): Promise<void> {
  return Promise.all([...mountedQueries].map((refetch) => refetch())).then(() => {})
}

/**
 * A lazy, shared query: it starts with its first listener and stops with its last, so any number
 * of elements cause one request. Stale at once (every mount and focus refetches), no retries.
 * The last data stays after its listeners leave, so a page shown again starts from it.
 */
export function createQuery<T>(
  load: () => Promise<Result<T>>,
  options: QueryOptions<T> = {},
): QueryStore<T> {
  const $value = atom<QueryValue<T>>({ state: 'loading' })
  let running: Promise<void> | undefined
  let generation = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  let mounted = false
  let mountedAt = -Infinity
  const source = {}
  const resetInputs = () => (options.resetOn ?? []).map(($store) => $store.get())
  /** What the `resetOn` stores held when the value was last reset or mounted. */
  let inputs = resetInputs()

  function settle(result: Result<T>): void {
    // An interval that depends on the data is decided anew by each answer.
    if (typeof options.interval === 'function' && mounted) queueMicrotask(schedule)
    if (options.reportAs) {
      const outcome = {
        query: options.reportAs,
        source,
        error: result.error ? result.data : undefined,
      }
      tellQueryOutcome(outcome)
    }
    if (!result.error) {
      $value.set({ state: 'ready', data: result.data, stale: false, error: undefined })
      return
    }
    const previous = $value.get()
    $value.set(
      previous.state === 'ready'
        ? { state: 'ready', data: previous.data, stale: true, error: result.data }
        : { state: 'error', error: result.data },
    )
    if (result.data.code === 502) for (const listener of networkFailureListeners) listener()
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
      // The load under way may predate the change that asked for this one (an upload finishing,
      // say): load once more after it; any number of such asks share that one extra load.
      rerun ??= running.then(() => {
        rerun = undefined
        return refetch()
      })
      return rerun
    }
    const mine = generation
    const current: Promise<void> = task(async () => {
      // Awaiting a helper (never `load` itself) yields before `current` is read, even when
      // `load` throws synchronously.
      const result = await loadSafely()
      if (running === current) running = undefined
      if (mine === generation) settle(result)
    })
    running = current
    return current
  }

  function currentInterval(): number | undefined {
    const { interval } = options
    if (typeof interval !== 'function') return interval
    const value = $value.get()
    return value.state === 'ready' ? interval(value.data) : undefined
  }

  function schedule(): void {
    clearTimeout(timer)
    timer = undefined
    const interval = currentInterval()
    if (!interval || !mounted || !getEnvironment().pageVisible()) return
    timer = setTimeout(() => {
      void refetch().then(schedule)
    }, interval)
  }

  function reset(): void {
    inputs = resetInputs()
    generation += 1
    running = undefined
    $value.set({ state: 'loading' })
    void refetch()
    schedule()
  }

  onMount($value, () => {
    mounted = true
    mountedAt = performance.now()
    // Changed while nobody watched (another node address): the kept value is another node's.
    const now = resetInputs()
    if (now.some((value, index) => value !== inputs[index])) $value.set({ state: 'loading' })
    inputs = now
    mountedQueries.add(refetch)
    void refetch()
    schedule()
    const stopWatching = getEnvironment().watchPage((event) => {
      if (event === 'visible') {
        void refetch()
        schedule()
      } else if (event === 'hidden') {
        clearTimeout(timer)
        timer = undefined
      } else if (event === 'focus' && options.refetchOnFocus) {
        void refetch()
      }
    })
    const unbinders = (options.resetOn ?? []).map(($store) => $store.listen(reset))
    return () => {
      mounted = false
      clearTimeout(timer)
      timer = undefined
      generation += 1
      running = undefined
      stopWatching()
      for (const unbind of unbinders) unbind()
      mountedQueries.delete(refetch)
    }
  })

  function refetchIfIdle(): void {
    if (!running) void refetch()
  }

  let views = 0

  /**
   * `renderedAt` (performance.now() when the view first rendered): a store mounted since then was
   * mounted by this view's own render, and its load, even if answered before the view's effect
   * ran, is not stale.
   */
  function show(renderedAt = Infinity): () => void {
    views += 1
    if (views === 1 && !(mounted && mountedAt >= renderedAt)) refetchIfIdle()
    let shown = true
    return () => {
      if (shown) views -= 1
      shown = false
    }
  }

  return Object.assign($value, { refetch, refetchIfIdle, show })
}
