// Runs the suite's calls against both targets and sorts every difference into known (written down
// in known-differences.ts with its reason) or new; a known one that no longer shows is stale.
import { request } from 'node:http'
import { HTTP_CALLS, type HttpCall, type Stored } from './http-calls.ts'
import { KNOWN_DIFFERENCES, type KnownDifference } from './known-differences.ts'
import { compare, observe, type Difference, type Observation } from './normalise.ts'
import type { Target } from './targets.ts'

const CALL_MS = 30_000

export interface CallResult {
  call: string
  /** How many facets (status, headers, body fields) were compared. */
  facets: number
  known: (Difference & { reason: string })[]
  unexplained: Difference[]
}

const CANCEL_AFTER_MS = 1000

/** Sends the body, waits until the node has read it, and closes the connection unanswered. */
function cancelOnce(url: string, call: HttpCall): Promise<Observation> {
  const body = call.body ?? new Uint8Array()
  const sized = call.cancel === 'sized' ? { 'Content-Length': String(body.length * 4) } : {}
  return new Promise((done) => {
    const outgoing = request(url, { method: call.method, headers: { ...call.headers, ...sized } })
    outgoing.on('response', (response) => {
      response.resume()
      done({ status: `answered ${response.statusCode}` })
    })
    outgoing.on('error', () => undefined)
    outgoing.write(body)
    setTimeout(() => {
      // Half-closed, as a browser's abort leaves it: neither node keeps a part of such a body.
      outgoing.socket?.end()
      // The node finishes what it keeps once the connection is gone.
      setTimeout(() => done({ status: 'cancelled' }), 500)
    }, CANCEL_AFTER_MS)
  })
}

async function callOnce(target: Target, call: HttpCall, stored: Stored): Promise<Observation> {
  const path = call.path(stored)
  const url = call.absolute ? `${target.url}${path}` : `${target.api}${path}`
  if (call.cancel) return cancelOnce(url, call)
  try {
    const response = await fetch(url, {
      method: call.method,
      headers: call.headers,
      body: call.body,
      signal: AbortSignal.timeout(CALL_MS),
    })
    const text = await response.text()
    if (call.keep && response.ok) stored[call.keep] = text.trim()
    return observe(response, text, call.length)
  } catch (error) {
    return { status: `no answer: ${(error as Error).message}` }
  }
}

const matches = (known: KnownDifference, call: string, facet: string) =>
  known.calls.test(call) && known.facets.test(facet)

/** One call's two observations, each difference sorted into known (marked used) or unexplained. */
export function classify(
  call: string,
  real: Observation,
  sim: Observation,
  used: Set<KnownDifference>,
): CallResult {
  const result: CallResult = { call, facets: Object.keys(real).length, known: [], unexplained: [] }
  for (const difference of compare(real, sim)) {
    const known = KNOWN_DIFFERENCES.find((entry) => matches(entry, call, difference.facet))
    if (known) {
      used.add(known)
      result.known.push({ ...difference, reason: known.reason })
    } else {
      result.unexplained.push(difference)
    }
  }
  return result
}

export async function runDifferential(
  real: Target,
  sim: Target,
  calls: HttpCall[] = HTTP_CALLS,
  used = new Set<KnownDifference>(),
): Promise<CallResult[]> {
  const stored: Record<Target['name'], Stored> = { real: {}, sim: {} }
  const results: CallResult[] = []
  for (const call of calls) {
    const [a, b] = [await callOnce(real, call, stored.real), await callOnce(sim, call, stored.sim)]
    results.push(classify(call.name, a, b, used))
  }
  return results
}

/** The known differences no result used: the list says more than the nodes show. */
export const staleKnown = (used: Set<KnownDifference>): KnownDifference[] =>
  KNOWN_DIFFERENCES.filter((entry) => !used.has(entry))
