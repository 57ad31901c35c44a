import type * as core from 'zod/v4/core'
import type * as z from 'zod/mini'
import { basicAuth } from './basic-auth.ts'
import { detectNode, linesToTry } from './detect-node.ts'
import { joinUrl } from '../lib/urls.ts'
import { send, sendForJson, sendForText, type NodeTransport } from './http.ts'
import { sendForStream, sendForStreamedText } from './stream-read.ts'
import {
  DEFAULT_DEADLINES,
  NOT_FOUND_YET,
  nodeSilent,
  underDeadline,
  type DeadlineKind,
  type Deadlines,
} from './deadlines.ts'
import { CODEX_LINE, fixedLineOf, type NodeLine } from './node-line.ts'
import type { NodeProfile } from './node-profile.ts'
import { parseCid } from './cid.ts'
import { fail, ok, type Result } from './result.ts'

export interface NodeClientOptions extends NodeTransport {
  /** The node's origin, e.g. http://localhost:8080, without the API prefix. */
  url: string
  /** Basic-auth credentials, for nodes behind a proxy or later nodes that ask for them. */
  auth?: { username: string; password: string }
  /** Fixes the API prefix; by default the client detects which line the node serves. */
  prefix?: string
  /** The line this address served last time, asked first (no 404 for the other one). */
  lineHint?: NodeLine['product']
  /** Hears every successful detection (the platform remembers the line for the next visit). */
  onDetected?: (profile: NodeProfile) => void
  /**
   * How long each kind of call may take (a 502 result in the product's words after it), so a
   * node that accepts connections but never answers cannot leave a card spinning or pile up
   * polls. `DEFAULT_DEADLINES` unless given.
   */
  deadlines?: Partial<Deadlines>
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
  /** Calls answered as a whole, within the answer deadline unless `kind` names another. */
  json<S extends core.$ZodType>(
    path: string,
    schema: S,
    init?: RequestInit,
    kind?: DeadlineKind,
  ): Promise<Result<z.output<S>>>
  text(path: string, init?: RequestInit): Promise<Result<string>>
  /**
   * A long list read as it arrives: the answer deadline applies to each silence (no byte for
   * that long), not to the whole, so a list that needs minutes on a slow link still arrives.
   */
  streamedText(path: string): Promise<Result<string>>
  empty(path: string, init?: RequestInit): Promise<Result<void>>
  transport: NodeTransport
  deadlines: Deadlines
}

export function createNodeContext(options: NodeClientOptions): NodeContext {
  const fixedLine = fixedLineOf(options.prefix)
  const headers: Record<string, string> = options.auth
    ? { Authorization: basicAuth(options.auth) }
    : {}
  // Its own object, not the options: what the upload is handed carries no credentials.
  const transport: NodeTransport = {
    fetch: options.fetch,
    setTimer: options.setTimer,
    createXhr: options.createXhr,
  }
  const fetchFunction = transport.fetch
  const deadlines: Deadlines = { ...DEFAULT_DEADLINES, ...options.deadlines }
  const withHeaders = (init: RequestInit = {}): RequestInit => ({
    ...init,
    headers: { ...headers, ...(init.headers as Record<string, string> | undefined) },
  })
  /** Runs a call under its kind's deadline, cleared once the answer is read. */
  const within = async <T>(
    kind: DeadlineKind,
    init: RequestInit | undefined,
    call: (init: RequestInit) => Promise<Result<T>>,
  ): Promise<Result<T>> => {
    if (kind === 'none') return call(withHeaders(init))
    const ms = kind === 'network' ? deadlines.networkMs : deadlines.answerMs
    const message = kind === 'network' ? NOT_FOUND_YET : nodeSilent(ms)
    return underDeadline(ms, message, transport.setTimer, (signal) =>
      call({ ...withHeaders(init), signal }),
    )
  }

  let known: NodeProfile | undefined
  let detecting: Promise<Result<NodeProfile>> | undefined
  const detect = (): Promise<Result<NodeProfile>> => {
    detecting ??= detectNode({
      url: options.url,
      fetch: (input, init) =>
        underDeadline(
          deadlines.answerMs,
          nodeSilent(deadlines.answerMs),
          transport.setTimer,
          (signal) => fetchFunction(input, { ...withHeaders(init), signal }),
        ),
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
        ? sendForStream(transport, target, withHeaders(), deadlines.silenceMs)
        : Promise.resolve(fail(`${target} is not on the node's origin.`)),
    json: (path, schema, init, kind = 'answer') =>
      onLine(path, (target) =>
        within(kind, init, (timed) => sendForJson(fetchFunction, target, schema, timed)),
      ),
    text: (path, init) =>
      onLine(path, (target) =>
        within('answer', init, (timed) => sendForText(fetchFunction, target, timed)),
      ),
    streamedText: (path) =>
      onLine(path, (target) =>
        sendForStreamedText(
          transport,
          target,
          withHeaders(),
          deadlines.answerMs,
          nodeSilent(deadlines.answerMs),
        ),
      ),
    empty: (path, init) =>
      onLine(path, (target) => within('answer', init, (timed) => sendEmpty(target, timed))),
    transport,
    deadlines,
  }

  async function sendEmpty(target: string, init: RequestInit): Promise<Result<void>> {
    const response = await send(fetchFunction, target, init)
    if (response.error) return response
    try {
      await response.data.text()
    } catch {
      // The status already told us it worked; a body cut short afterwards changes nothing.
    }
    return ok(undefined)
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
