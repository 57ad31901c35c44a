import type { Socket } from 'node:net'
import type { ServerResponse } from 'node:http'
import { setTimeout as sleep } from 'node:timers/promises'

/**
 * How the node is down: the host is gone (connections reset), it hangs (held open unanswered), or
 * its process is stopped behind a reverse proxy that is still up (the proxy answers 502).
 */
export type DownMode = 'reset' | 'hang' | 'bad-gateway'

export const downModes: readonly DownMode[] = ['reset', 'hang', 'bad-gateway']

export interface RouteFault {
  method: string
  /** Path below the API prefix; `*` matches one segment, `**` any rest. */
  path: string
  remaining: number
  status: number
  body: string
  contentType: string
  /** Answer a truncated JSON body instead of `body`. */
  malformed: boolean
}

export type RouteFaultInput = Partial<RouteFault> & { path: string }

export const MalformedJson = '{"content":[{"cid":"zDvZRwz'

function patternToRegex(pattern: string): RegExp {
  const escaped = pattern
    .split('/')
    .map((part) =>
      part === '**' ? '.*' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*'),
    )
    .join('/')
  return new RegExp(`^${escaped}$`)
}

/** Failures that tests switch on through /_sim/: downtime, latency, slow uploads and route errors. */
export class Faults {
  down: DownMode | null = null
  /** When the node process last started (ms): coming back up after being down is a restart. */
  startedAt = Date.now()
  latencyMs = 0
  /** Upload bodies are read no faster than this (0: as fast as they come). */
  uploadBytesPerSecond = 0
  private routeFaults: (RouteFault & { regex: RegExp })[] = []
  private readonly hanging = new Set<Socket>()
  private readonly answering = new Set<Socket>()

  addRouteFault(input: RouteFaultInput): RouteFault {
    const fault: RouteFault = {
      method: (input.method ?? '*').toUpperCase(),
      path: input.path,
      remaining: input.remaining ?? 1,
      status: input.status ?? (input.malformed ? 200 : 500),
      body: input.body ?? '',
      contentType: input.contentType ?? (input.malformed ? 'application/json' : 'text/html'),
      malformed: input.malformed ?? false,
    }
    this.routeFaults.push({ ...fault, regex: patternToRegex(fault.path) })
    return fault
  }

  /** The next fault for this call, if any; each use counts down its remaining calls. */
  take(method: string, path: string): RouteFault | undefined {
    const index = this.routeFaults.findIndex(
      (fault) => (fault.method === '*' || fault.method === method) && fault.regex.test(path),
    )
    const fault = this.routeFaults[index]
    if (!fault) return undefined
    fault.remaining -= 1
    if (fault.remaining <= 0) this.routeFaults.splice(index, 1)
    return fault
  }

  /** Drops every route fault still pending (the node answers normally again, data kept). */
  clearRouteFaults(): void {
    this.routeFaults = []
  }

  pending(): RouteFault[] {
    return this.routeFaults.map(({ regex: _regex, ...fault }) => fault)
  }

  /** Holds a request open without an answer until the node comes back (then drops it). */
  hang(socket: Socket): void {
    this.hanging.add(socket)
    socket.once('close', () => this.hanging.delete(socket))
  }

  /** Remembers the socket of a node-API call until its answer is done, so going down can cut it. */
  track(socket: Socket, response: ServerResponse): void {
    this.answering.add(socket)
    response.once('close', () => this.answering.delete(socket))
  }

  /** Unless it hangs, calls already under way (an upload mid-body, say) lose their connection too. */
  goDown(mode: DownMode): void {
    this.down = mode
    if (mode === 'hang') return
    for (const socket of this.answering) socket.destroy()
    this.answering.clear()
  }

  goUp(): void {
    if (this.down) this.startedAt = Date.now()
    this.down = null
    for (const socket of this.hanging) socket.destroy()
    this.hanging.clear()
  }

  /** The upload body as the store should read it: throttled when tests asked for slow uploads. */
  uploadBody(source: AsyncIterable<Uint8Array>): AsyncIterable<Uint8Array> {
    const rate = this.uploadBytesPerSecond
    return rate > 0 ? throttled(source, rate) : source
  }

  reset(): void {
    this.goUp()
    this.latencyMs = 0
    this.uploadBytesPerSecond = 0
    this.clearRouteFaults()
  }
}

/** Yields `source` at no more than `bytesPerSecond`, so an upload stays under way for a while. */
async function* throttled(
  source: AsyncIterable<Uint8Array>,
  bytesPerSecond: number,
): AsyncGenerator<Uint8Array> {
  const started = performance.now()
  let bytes = 0
  for await (const chunk of source) {
    yield chunk
    bytes += chunk.length
    const wait = started + (bytes / bytesPerSecond) * 1000 - performance.now()
    if (wait > 0) await sleep(wait)
  }
}
