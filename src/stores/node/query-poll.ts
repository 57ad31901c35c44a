import { getEnvironment, type PageEvent } from '../page/environment.ts'

/** How often a holder wants a query asked: while a page is visible, and while every one is hidden. */
export interface Cadence {
  visible: number
  /** Undefined: not while hidden (only the leading tab watches while its pages are hidden). */
  hidden?: number
}

/** What the polling asks of its query. */
export interface PollTarget {
  /** The load under way, else a new one. */
  ask(): Promise<void>
  /** A new load (after any under way): a view shown again wants today's data. */
  refetch(): Promise<void>
  /** The views' own interval now (the query's option), or undefined. */
  viewInterval(): number | undefined
  /** The shortest interval a view may poll at (a listed node not active is asked less often). */
  viewFloor(): number
  /** When the last load settled (the environment's clock); undefined before one. */
  settledAt(): number | undefined
  refetchOnFocus: boolean
  /** Shown or held (true), or neither any longer (false): the query joins or leaves its node's. */
  activeChanged(active: boolean): void
}

/**
 * When a query asks: at the shortest interval its shown views (while the page is visible) and its
 * holders (the fleet watch, by cadence, hidden too for the leading tab) want, counted from the
 * last answer, so a view's ask in between is that poll and ten widgets still make one request.
 */
export function createPolling(target: PollTarget) {
  let cancelTimer = () => {}
  let viewed = false
  const holds = new Set<Cadence>()
  let active = false
  let stopWatchingPage = () => {}

  function currentInterval(): number | undefined {
    const visible = getEnvironment().pageVisible()
    const wanted: number[] = []
    const own = visible && viewed ? target.viewInterval() : undefined
    if (own) wanted.push(Math.max(own, target.viewFloor()))
    for (const cadence of holds) {
      const each = visible ? cadence.visible : cadence.hidden
      if (each) wanted.push(each)
    }
    return wanted.length ? Math.min(...wanted) : undefined
  }

  function schedule(): void {
    cancelTimer()
    cancelTimer = () => {}
    const interval = currentInterval()
    if (!interval || !active) return
    const settledAt = target.settledAt()
    const since = settledAt === undefined ? 0 : getEnvironment().now() - settledAt
    cancelTimer = getEnvironment().setTimer(
      () => {
        // An answer that came meanwhile (a view asked) was this poll: count from it instead.
        const last = target.settledAt()
        if (last !== undefined && last !== settledAt && getEnvironment().now() - last < interval)
          schedule()
        else void target.ask().then(schedule)
      },
      Math.max(0, interval - since),
    )
  }

  function onPage(event: PageEvent): void {
    if (event === 'visible') {
      if (viewed) void target.refetch()
      schedule()
    } else if (event === 'hidden') {
      schedule()
    } else if (event === 'focus' && target.refetchOnFocus && viewed) {
      void target.refetch()
    }
  }

  function activate(): void {
    if (active) return
    active = true
    target.activeChanged(true)
    stopWatchingPage = getEnvironment().watchPage(onPage)
  }

  function deactivate(): void {
    if (!active || viewed || holds.size > 0) return
    active = false
    cancelTimer()
    cancelTimer = () => {}
    stopWatchingPage()
    target.activeChanged(false)
  }

  return {
    schedule,
    isActive: () => active,
    /** A view shows the query (its first listener); returns what its last listener calls. */
    shown(): () => void {
      viewed = true
      activate()
      schedule()
      return () => {
        viewed = false
        deactivate()
        schedule()
      }
    },
    hold(cadence: Cadence): () => void {
      const mine = { ...cadence }
      holds.add(mine)
      activate()
      if (target.settledAt() === undefined) void target.ask()
      schedule()
      return () => {
        if (!holds.delete(mine)) return
        deactivate()
        schedule()
      }
    },
  }
}
