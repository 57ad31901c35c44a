import type { IncomingMessage, ServerResponse } from 'node:http'
import type { LogSink } from '../options.ts'

/** One line per request, written when the answer is finished (or the connection dropped). */
export function logRequest(req: IncomingMessage, res: ServerResponse, log: LogSink): void {
  const started = performance.now()
  let logged = false
  const write = (outcome: string): void => {
    if (logged) return
    logged = true
    const ms = (performance.now() - started).toFixed(1)
    log(`${new Date().toISOString()} ${req.method ?? '?'} ${req.url ?? ''} ${outcome} ${ms}ms`)
  }
  res.once('finish', () => write(String(res.statusCode)))
  res.once('close', () => write(res.writableFinished ? String(res.statusCode) : 'dropped'))
}
