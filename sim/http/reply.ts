import type { OutgoingHttpHeaders, ServerResponse } from 'node:http'
import { pipeline } from 'node:stream/promises'
import type { Readable } from 'node:stream'

/** Adds the headers that depend on the final status (CORS) just before the head is written. */
export type Decorate = (status: number, headers: OutgoingHttpHeaders) => void

/**
 * Every answer goes through here, in the node's formats: success bodies as `text/plain` or
 * `application/json`, error bodies as raw text labelled `text/html` (presto's default).
 */
export class Reply {
  constructor(
    readonly res: ServerResponse,
    private readonly decorate: Decorate,
  ) {}

  get sent(): boolean {
    return this.res.headersSent
  }

  send(status: number, headers: OutgoingHttpHeaders, body: string | Uint8Array = ''): void {
    const data = typeof body === 'string' ? Buffer.from(body) : body
    const all: OutgoingHttpHeaders = { ...headers, 'Content-Length': data.length }
    this.decorate(status, all)
    this.res.writeHead(status, all)
    this.res.end(data)
  }

  text(status: number, body: string, contentType = 'text/plain'): void {
    this.send(status, { 'Content-Type': contentType }, body)
  }

  /** The node's error answer: the message itself (possibly empty) as the body. */
  error(status: number, message = '', contentType = 'text/html'): void {
    this.send(status, { 'Content-Type': contentType }, message)
  }

  json(status: number, value: unknown, pretty = false): void {
    const body = pretty ? JSON.stringify(value, null, 2) : JSON.stringify(value)
    this.send(status, { 'Content-Type': 'application/json' }, body)
  }

  empty(status: number): void {
    this.send(status, {})
  }

  /** Streams a body with chunked encoding (no Content-Length, like the v0.2.0 node). */
  async stream(status: number, headers: OutgoingHttpHeaders, source: Readable): Promise<void> {
    const all = { ...headers }
    this.decorate(status, all)
    this.res.writeHead(status, all)
    await pipeline(source, this.res)
  }
}
