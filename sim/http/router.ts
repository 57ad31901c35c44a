import type { IncomingMessage } from 'node:http'
import type { Reply } from './reply.ts'

export interface RequestContext {
  req: IncomingMessage
  url: URL
  /** Path below the router's mount point, e.g. `/data/zDvZ…` for the node API. */
  path: string
  params: Record<string, string>
  reply: Reply
}

export type RouteHandler = (context: RequestContext) => Promise<void> | void

/**
 * How a route behaves under `--cors strict` (v0.2.0's gaps); see cors.ts. `explicit`: the node
 * sets its CORS headers on every answer of the route, with or without an Origin.
 */
export type StrictCors = 'node' | 'no-error-cors' | 'download' | 'explicit'

export interface Route {
  method: string
  pattern: string
  handler: RouteHandler
  strictCors?: StrictCors
}

export interface RouteMatch {
  route: Route
  params: Record<string, string>
}

function matchPattern(pattern: string, path: string): Record<string, string> | undefined {
  const wanted = pattern.split('/')
  const actual = path.split('/')
  if (wanted.length !== actual.length) return undefined
  const params: Record<string, string> = {}
  for (const [index, part] of wanted.entries()) {
    const value = actual[index] ?? ''
    if (part.startsWith(':')) {
      if (value === '') return undefined
      params[part.slice(1)] = decodeURIComponent(value)
    } else if (part !== value) {
      return undefined
    }
  }
  return params
}

/** Method + path-pattern routing (`/data/:cid`); the first registered match wins, like presto. */
export class Router {
  private readonly routes: Route[] = []

  add(method: string, pattern: string, handler: RouteHandler, strictCors?: StrictCors): this {
    this.routes.push({ method, pattern, handler, strictCors })
    return this
  }

  match(method: string, path: string): RouteMatch | undefined {
    for (const route of this.routes) {
      if (route.method !== method) continue
      const params = safeMatch(route.pattern, path)
      if (params) return { route, params }
    }
    return undefined
  }

  /** True when some route has this path under another method (for OPTIONS). */
  knows(path: string): boolean {
    return this.routes.some((route) => safeMatch(route.pattern, path) !== undefined)
  }
}

function safeMatch(pattern: string, path: string): Record<string, string> | undefined {
  try {
    return matchPattern(pattern, path)
  } catch {
    return undefined
  }
}
