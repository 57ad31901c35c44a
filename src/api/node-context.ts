import type * as core from 'zod/v4/core'
import type * as z from 'zod/mini'
import { detectNode, linesToTry } from './detect-node.ts'
import { joinUrl } from '../lib/urls.ts'
import { send, sendForBlob, sendForJson, sendForText, type FetchFunction } from './http.ts'
import { CODEX_LINE, fixedLineOf, type NodeLine } from './node-line.ts'
import type { NodeProfile } from './node-profile.ts'
import { parseCid } from './cid.ts'
import { fail, ok, type Result } from './result.ts'

export interface NodeClientOptions {
  /** The node's origin, e.g. http://localhost:8080, without the API prefix. */
  url: string
  /** Basic-auth credentials, for nodes behind a proxy or later nodes that ask for them. */
  auth?: { username: string; password: string }
  fetch?: FetchFunction
  /** Fixes the API prefix; by default the client detects which line the node serves. */
  prefix?: string
  /** The line this address served last time, asked first (no 404 for the other one). */
  lineHint?: NodeLine['product']
  /** Hears every successful detection (the platform remembers the line for the next visit). */
  onDetected?: (profile: NodeProfile) => void
  /** Makes the upload request; defaults to the browser's XMLHttpRequest. */
  createXhr?: () => XMLHttpRequest
  /**
   * Gives up on a fetch call after this long (a 502 result), so a node that accepts connections
   * but never answers cannot pile up polls. Off by default: a storage request or a network
   * download may legitimately take minutes. Uploads are never cut short.
   */
  timeoutMs?: number
}

/** What every call of the node client shares: the node's line, the headers and the transport. */
export interface NodeContext {
  /** A URL on the line known now (the Codex line until detection has answered). */
  url(path: string): string
  urlOn(line: NodeLine, path: string): string
  /** The node's line, profile and capabilities, detected once and shared by every call. */
  detect(): Promise<Result<NodeProfile>>
  /** Forgets the detected line (the node restarted, maybe as another version) and detects again. */
  redetect(): Promise<Result<NodeProfile>>
  /** The line calls go to: fixed by the options, else detected (a failed detection fails the call). */
  line(): Promise<Result<NodeLine>>
  headers: Record<string, string>
  /** Whether calls carry credentials (then a plain link to the node would be refused). */
  hasCredentials: boolean
  /**
   * A file at `url` on this node, fetched with the node's headers. A URL on another origin is
   * refused without a request: the credentials only ever go to the node's own origin.
   */
  file(url: string): Promise<Result<Blob>>
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
  const fixedLine = fixedLineOf(options.prefix)
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

  let known: NodeProfile | undefined
  let detecting: Promise<Result<NodeProfile>> | undefined
  const detect = (): Promise<Result<NodeProfile>> => {
    detecting ??= detectNode({
      url: options.url,
      fetch: (input, init) => fetchFunction(input, withHeaders(init)),
      lines: fixedLine ? [fixedLine] : linesToTry(known?.line.product ?? options.lineHint),
    }).then((result) => {
      // A failure is not kept: the next call asks again (the node may be starting).
      if (result.error) {
        detecting = undefined
      } else {
        known = result.data
        options.onDetected?.(result.data)
      }
      return result
    })
    return detecting
  }
  const line = async (): Promise<Result<NodeLine>> => {
    if (fixedLine) return ok(fixedLine)
    const profile = await detect()
    return profile.error ? profile : ok(profile.data.line)
  }
  const urlOn = (on: NodeLine, path: string) => joinUrl(options.url, `${on.prefix}${path}`)
  const url = (path: string) => urlOn(fixedLine ?? known?.line ?? CODEX_LINE, path)
  const onLine = async <T>(
    path: string,
    call: (url: string) => Promise<Result<T>>,
  ): Promise<Result<T>> => {
    const current = await line()
    return current.error ? current : call(urlOn(current.data, path))
  }

  return {
    url,
    urlOn,
    detect,
    redetect: () => {
      detecting = undefined
      return detect()
    },
    line,
    headers,
    hasCredentials: options.auth !== undefined,
    file: (target) =>
      sameOrigin(target, options.url)
        ? sendForBlob(fetchFunction, target, withHeaders())
        : Promise.resolve(fail(`${target} is not on the node's origin.`)),
    json: (path, schema, init) =>
      onLine(path, (target) => sendForJson(fetchFunction, target, schema, withHeaders(init))),
    text: (path, init) =>
      onLine(path, (target) => sendForText(fetchFunction, target, withHeaders(init))),
    empty: (path, init) =>
      onLine(path, async (target) => {
        const response = await send(fetchFunction, target, withHeaders(init))
        if (response.error) return response
        try {
          await response.data.text()
        } catch {
          // The status already told us it worked; a body cut short afterwards changes nothing.
        }
        return ok(undefined)
      }),
    createXhr: options.createXhr ?? (() => new XMLHttpRequest()),
  }
}

/** Runs a call only for a parsable cid, with the cid ready for a path segment. */
export async function withCid<T>(
  cid: string,
  call: (segment: string) => Promise<Result<T>>,
): Promise<Result<T>> {
  const parsed = await parseCid(cid)
  if (parsed.error) return parsed
  return call(encodeURIComponent(cid))
}

export function segment(value: string): string {
  return encodeURIComponent(value)
}

function sameOrigin(a: string, b: string): boolean {
  try {
    return new URL(a).origin === new URL(b).origin
  } catch {
    return false
  }
}

function basicAuth({ username, password }: { username: string; password: string }): string {
  const bytes = new TextEncoder().encode(`${username}:${password}`)
  return `Basic ${btoa(String.fromCharCode(...bytes))}`
}
