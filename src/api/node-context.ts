import type * as core from 'zod/v4/core'
import type * as z from 'zod/mini'
import { joinUrl, send, sendForJson, sendForText, type FetchFunction } from './http.ts'
import { fail, ok, type Result } from './result.ts'

export const DEFAULT_PREFIX = '/api/codex/v1'

export interface NodeClientOptions {
  /** The node's origin, e.g. http://localhost:8080, without the API prefix. */
  url: string
  /** Basic-auth credentials, for nodes behind a proxy or later nodes that ask for them. */
  auth?: { username: string; password: string }
  fetch?: FetchFunction
  /** Defaults to `/api/codex/v1`. */
  prefix?: string
  /** Makes the upload request; defaults to the browser's XMLHttpRequest. */
  createXhr?: () => XMLHttpRequest
  /**
   * Gives up on a fetch call after this long (a 502 result), so a node that accepts connections
   * but never answers cannot pile up polls. Off by default: a storage request or a network
   * download may legitimately take minutes. Uploads are never cut short.
   */
  timeoutMs?: number
}

/** What every call of the node client shares: the base URL, the headers and the transport. */
export interface NodeContext {
  url(path: string): string
  headers: Record<string, string>
  json<S extends core.$ZodType>(
    path: string,
    schema: S,
    init?: RequestInit,
  ): Promise<Result<z.output<S>>>
  text(path: string, init?: RequestInit): Promise<Result<string>>
  empty(path: string, init?: RequestInit): Promise<Result<void>>
  createXhr: () => XMLHttpRequest
}

export function createNodeContext(options: NodeClientOptions): NodeContext {
  const prefix = options.prefix ?? DEFAULT_PREFIX
  const base = joinUrl(options.url, prefix.startsWith('/') || prefix === '' ? prefix : `/${prefix}`)
  const headers: Record<string, string> = options.auth
    ? { Authorization: basicAuth(options.auth) }
    : {}
  const fetchFunction: FetchFunction = options.fetch ?? ((input, init) => fetch(input, init))
  const { timeoutMs } = options
  const withHeaders = (init: RequestInit = {}): RequestInit => ({
    ...init,
    headers: { ...headers, ...(init.headers as Record<string, string> | undefined) },
    ...(timeoutMs === undefined ? {} : { signal: AbortSignal.timeout(timeoutMs) }),
  })
  const url = (path: string) => joinUrl(base, path)
  return {
    url,
    headers,
    json: (path, schema, init) => sendForJson(fetchFunction, url(path), schema, withHeaders(init)),
    text: (path, init) => sendForText(fetchFunction, url(path), withHeaders(init)),
    empty: async (path, init) => {
      const response = await send(fetchFunction, url(path), withHeaders(init))
      if (response.error) return response
      try {
        await response.data.text()
      } catch {
        // The status already told us it worked; a body cut short afterwards changes nothing.
      }
      return ok(undefined)
    },
    createXhr: options.createXhr ?? (() => new XMLHttpRequest()),
  }
}

/** Runs a call only for a parsable cid, with the cid ready for a path segment. */
export async function withCid<T>(
  cid: string,
  call: (segment: string) => Promise<Result<T>>,
): Promise<Result<T>> {
  let parsed: Result<unknown>
  try {
    // The cid parser (multiformats) loads with the first call that names a cid.
    parsed = (await import('./cid.ts')).parseCid(cid)
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error))
  }
  if (parsed.error) return parsed
  return call(encodeURIComponent(cid))
}

export function segment(value: string): string {
  return encodeURIComponent(value)
}

function basicAuth({ username, password }: { username: string; password: string }): string {
  const bytes = new TextEncoder().encode(`${username}:${password}`)
  return `Basic ${btoa(String.fromCharCode(...bytes))}`
}
