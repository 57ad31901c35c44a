import { gunzipSync } from 'node:zlib'
import { readSmallBody } from '../http/request-body.ts'
import type { Router } from '../http/router.ts'
import { parseEnvelope, type SentryInbox } from './sentry-inbox.ts'

async function readEnvelopeBody(req: Parameters<typeof readSmallBody>[0]): Promise<Buffer> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > 20 * 1024 * 1024) throw new Error('Envelope exceeds 20 MB')
    chunks.push(chunk)
  }
  const body = Buffer.concat(chunks)
  return req.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body
}

/** Sentry-compatible ingest: DSN `http://public@HOST:PORT/sentry/1` posts to /sentry/api/1/envelope/. */
export function addSentryRoutes(router: Router, inbox: SentryInbox): void {
  router.add('POST', '/api/:project/envelope/', async ({ req, reply }) => {
    try {
      const envelope = parseEnvelope(await readEnvelopeBody(req))
      inbox.record(envelope)
      const id = envelope.headers.event_id
      reply.json(200, typeof id === 'string' ? { id } : {})
    } catch (error) {
      reply.json(400, {
        detail: `invalid envelope: ${error instanceof Error ? error.message : String(error)}`,
      })
    }
  })

  router.add('GET', '/events', ({ reply }) => reply.json(200, inbox.list()))

  router.add('GET', '/replays', ({ reply }) => reply.json(200, inbox.listReplays()))

  router.add('DELETE', '/events', ({ reply }) => {
    inbox.clear()
    reply.empty(204)
  })
}
