import type { IncomingMessage } from 'node:http'

export interface RequestCounts {
  /** Node API requests since the last reset, preflights included. */
  total: number
  /** The same, by the page origin that sent them (`Origin` header; `none` without one). */
  byOrigin: Record<string, number>
  /**
   * The same, by `METHOD /path` below whichever node prefix they used (query left out), so a
   * test can see that no `/sales/*` or `/storage/*` call went out under any prefix.
   */
  byRoute: Record<string, number>
}

/** Counts the requests that reach the node API, so a test can see how often a page polls. */
export class RequestCounter {
  private counts: RequestCounts = { total: 0, byOrigin: {}, byRoute: {} }

  /** `prefixes` gives the node prefixes to count under (the current one and every line's). */
  constructor(private readonly prefixes: () => string[]) {}

  record(req: IncomingMessage): void {
    const path = new URL(req.url ?? '/', 'http://simulator.local').pathname
    const prefix = this.prefixes().find(
      (candidate) => path === candidate || path.startsWith(`${candidate}/`),
    )
    if (prefix === undefined) return
    const origin = req.headers.origin ?? 'none'
    const route = `${req.method ?? '?'} ${path.slice(prefix.length) || '/'}`
    this.counts.total += 1
    this.counts.byOrigin[origin] = (this.counts.byOrigin[origin] ?? 0) + 1
    this.counts.byRoute[route] = (this.counts.byRoute[route] ?? 0) + 1
  }

  snapshot(): RequestCounts {
    return structuredClone(this.counts)
  }

  reset(): void {
    this.counts = { total: 0, byOrigin: {}, byRoute: {} }
  }
}
