import type { IncomingMessage } from 'node:http'

export interface RequestCounts {
  /** Node API requests since the last reset, preflights included. */
  total: number
  /** The same, by the page origin that sent them (`Origin` header; `none` without one). */
  byOrigin: Record<string, number>
  /** The same, by `METHOD /path` below the API prefix (query left out). */
  byRoute: Record<string, number>
}

/** Counts the requests that reach the node API, so a test can see how often a page polls. */
export class RequestCounter {
  private counts: RequestCounts = { total: 0, byOrigin: {}, byRoute: {} }

  constructor(private readonly apiPrefix: string) {}

  record(req: IncomingMessage): void {
    const path = new URL(req.url ?? '/', 'http://simulator.local').pathname
    if (path !== this.apiPrefix && !path.startsWith(`${this.apiPrefix}/`)) return
    const origin = req.headers.origin ?? 'none'
    const route = `${req.method ?? '?'} ${path.slice(this.apiPrefix.length) || '/'}`
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
