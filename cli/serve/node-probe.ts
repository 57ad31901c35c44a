// What `npx codex-vault` asks the node before it prints the vault's address: which line it serves
// (found as the vault finds it, src/api/detect-node.ts) and whether its CORS lets the vault's page
// read its answers, as a browser would ask: the same request with the vault's Origin, and the
// preflight of an upload (a POST with Content-Type and Content-Disposition, which no page may send
// without one).
import { basicAuth } from '../../src/api/basic-auth.ts'
import { detectNode } from '../../src/api/detect-node.ts'
import type { FetchFunction } from '../../src/api/http.ts'
import type { NodeProfile } from '../../src/api/node-profile.ts'
import { joinUrl } from '../../src/lib/urls.ts'

export interface Credentials {
  username: string
  password: string
}

export interface ProbeRequest {
  /** The node's address, as the vault is given it. */
  node: string
  /** The vault's origin (`http://127.0.0.1:5173`): what the node's CORS must name. */
  origin: string
  /** A node behind a reverse proxy asking for basic auth: only this probe sends them. */
  credentials?: Credentials
  fetch?: FetchFunction
  /** How long each request may take before the node counts as silent. */
  timeoutMs?: number
}

/** What the node's CORS lets the vault's page do. */
export type CorsVerdict =
  /** It names the vault's origin, on reads and on an upload's preflight. */
  | { kind: 'allowed' }
  /** `*`: the vault works, and so does every other page the person visits. */
  | { kind: 'everyone' }
  /** It names another origin only. */
  | { kind: 'other'; allowed: string }
  /** No Access-Control-Allow-Origin at all: a node started without --api-cors-origin. */
  | { kind: 'none' }
  /** Reads are allowed, but an upload's preflight is refused (`missing`: headers it does not allow). */
  | { kind: 'preflight'; status: number; missing: string[] }

export type Probe =
  | { kind: 'node'; profile: NodeProfile; cors: CorsVerdict }
  /** Nothing answers at the address (refused, unknown host, no answer in time). */
  | { kind: 'silent'; reason: string }
  /** Something answers, not as a Codex or Logos Storage node. */
  | { kind: 'not-a-node'; status: number }
  /** 401: the node is behind basic auth (`refused`: the credentials given were wrong). */
  | { kind: 'password'; refused: boolean }

export const PROBE_TIMEOUT_MS = 5000

/** The headers an upload sends that are not CORS-safelisted, so its preflight asks for them. */
const UPLOAD_HEADERS = ['content-type', 'content-disposition']

/** Why a request got no answer, in a person's words. */
export function silenceReason(error: unknown, timeoutMs: number): string {
  const cause = (error as { cause?: { code?: string; message?: string } } | null)?.cause
  const name = (error as { name?: string } | null)?.name
  if (name === 'TimeoutError' || name === 'AbortError')
    return `no answer within ${String(timeoutMs / 1000)} s`
  switch (cause?.code) {
    case 'ECONNREFUSED':
      return 'nothing listens there (connection refused)'
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return 'no such host'
    case 'ECONNRESET':
    case 'UND_ERR_SOCKET':
      return 'the connection was closed without an answer'
    default:
      return cause?.message ?? (error instanceof Error ? error.message : String(error))
  }
}

export async function probeNode(request: ProbeRequest): Promise<Probe> {
  const fetchFunction = request.fetch ?? fetch
  const timeoutMs = request.timeoutMs ?? PROBE_TIMEOUT_MS
  const answers = new Map<string, Response>()
  let failure: unknown
  const asPage: FetchFunction = async (input, init) => {
    const headers = new Headers(init?.headers)
    headers.set('origin', request.origin)
    if (request.credentials) headers.set('authorization', basicAuth(request.credentials))
    try {
      const response = await fetchFunction(input, {
        ...init,
        headers,
        signal: AbortSignal.timeout(timeoutMs),
      })
      answers.set(String(input), response)
      return response
    } catch (error) {
      failure = error
      throw error
    }
  }
  const detected = await detectNode({ url: request.node, fetch: asPage })
  const statuses = [...answers.values()].map((answer) => answer.status)
  if (statuses.includes(401)) return { kind: 'password', refused: Boolean(request.credentials) }
  if (detected.error) {
    if (failure !== undefined && answers.size === 0)
      return { kind: 'silent', reason: silenceReason(failure, timeoutMs) }
    return { kind: 'not-a-node', status: statuses.at(-1) ?? 0 }
  }
  const profile = detected.data
  const read = answers.get(joinUrl(request.node, `${profile.line.prefix}/debug/info`))
  const allowed = read?.headers.get('access-control-allow-origin') ?? null
  if (allowed === null) return { kind: 'node', profile, cors: { kind: 'none' } }
  if (allowed !== '*' && allowed !== request.origin)
    return { kind: 'node', profile, cors: { kind: 'other', allowed } }
  const preflight = await preflightOf(request, profile, fetchFunction, timeoutMs)
  return {
    kind: 'node',
    profile,
    cors: preflight ?? { kind: allowed === '*' ? 'everyone' : 'allowed' },
  }
}

/** An upload's preflight as a browser sends it (never with credentials): its refusal, if refused. */
async function preflightOf(
  request: ProbeRequest,
  profile: NodeProfile,
  fetchFunction: FetchFunction,
  timeoutMs: number,
): Promise<CorsVerdict | undefined> {
  const asked = request.credentials ? [...UPLOAD_HEADERS, 'authorization'] : UPLOAD_HEADERS
  let response: Response
  try {
    response = await fetchFunction(joinUrl(request.node, `${profile.line.prefix}/data`), {
      method: 'OPTIONS',
      headers: {
        origin: request.origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': asked.join(', '),
      },
      signal: AbortSignal.timeout(timeoutMs),
    })
    await response.arrayBuffer()
  } catch {
    return { kind: 'preflight', status: 0, missing: [] }
  }
  const origin = response.headers.get('access-control-allow-origin')
  const allowedHeaders = (response.headers.get('access-control-allow-headers') ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
  // The vault sends its own Authorization header, never the browser's credentials, so `*` serves
  // as an origin; as a header name it never covers Authorization, which must be listed.
  const missing = asked.filter(
    (name) =>
      !allowedHeaders.includes(name) && !(allowedHeaders.includes('*') && name !== 'authorization'),
  )
  const originAllowed = origin === request.origin || origin === '*'
  if (response.ok && originAllowed && missing.length === 0) return undefined
  return { kind: 'preflight', status: response.status, missing }
}
