import { DEFAULT_DEADLINES, deadline, nodeSilent } from './deadlines.ts'
import type { Transport } from './http.ts'

/**
 * The probe under way per origin. A server that accepts and never answers would otherwise hold
 * one connection per failed call, and the browser gives an origin six.
 */
const probing = new Map<string, Promise<boolean>>()

const originOf = (url: string) => {
  try {
    return new URL(url).origin
  } catch {
    return url
  }
}

/**
 * Whether something answers at `url` when the answer need not be readable (a no-cors request):
 * a node the page cannot reach with CORS but that does answer refuses this page's origin, where
 * one that is down does not answer at all. No answer within the answer deadline is none; a call
 * made while the origin's probe is under way shares its answer.
 */
export function answersWithoutCors(url: string, transport: Transport): Promise<boolean> {
  const origin = originOf(url)
  let probe = probing.get(origin)
  if (!probe) {
    probe = probeOnce(url, transport).finally(() => probing.delete(origin))
    probing.set(origin, probe)
  }
  return probe
}

async function probeOnce(url: string, transport: Transport) {
  // The reason is never shown: a probe cut short is a server that did not answer.
  const ms = DEFAULT_DEADLINES.answerMs
  const limit = deadline(ms, nodeSilent(ms), transport.setTimer)
  try {
    await transport.fetch(url, {
      mode: 'no-cors',
      cache: 'no-store',
      credentials: 'omit',
      signal: limit.signal,
    })
    return true
  } catch {
    return false
  } finally {
    limit.done()
  }
}
