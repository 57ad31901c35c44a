import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http'
import type { Readable } from 'node:stream'
import { parseCid } from '../cid.ts'
import type { RequestContext, Router } from '../http/router.ts'
import { manifestJson } from '../manifest.ts'
import { reservedBytes, type NodeContext } from '../node-context.ts'
import type { DatasetRecord } from '../storage/dataset-record.ts'
import { StoreBlockError } from '../storage/block-writer.ts'
import { uploadBlockSize } from '../storage/upload-block-size.ts'
import { uploadMetadata } from '../storage/upload-metadata.ts'
import { advertiseQuery, applyAdvertise } from './advertise-routes.ts'

/** `{cid, manifest}` in the line's manifest shape. */
export const dataItem = (node: NodeContext, record: DatasetRecord) => ({
  cid: record.cid,
  manifest: manifestJson(record.manifest, !node.line.storage2026),
})

/**
 * The `GET /data` body, made once per change of the store: each item's JSON is kept with its
 * record, so a change makes only the new items' text again (100,000 items are some 20 MB).
 */
function listAnswer(node: NodeContext) {
  const itemTexts = new WeakMap<DatasetRecord, string>()
  let made: { revision: number; body: Buffer } | undefined
  return (): Buffer => {
    if (made?.revision === node.store.revision) return made.body
    const texts = node.store.list().map((record) => {
      let text = itemTexts.get(record)
      if (text === undefined) {
        text = JSON.stringify(dataItem(node, record))
        itemTexts.set(record, text)
      }
      return text
    })
    made = { revision: node.store.revision, body: Buffer.from(`{"content":[${texts.join(',')}]}`) }
    return made.body
  }
}

/** The v0.2.1+ and 2026 404 text for a cid the node cannot serve. */
export const notRetrievable = (reason: string): string =>
  `The requested CID could not be retrieved (${reason}).`

/** The name's UTF-8 bytes, one character each: the node sends the bytes it was given. */
const asLatin1 = (text: string) => Buffer.from(text).toString('latin1')

/**
 * The node's download answer: stored mimetype and filename; v0.2.0 streams chunked, later lines
 * send the original size as Content-Length (`exposeDisposition`: the network stream's header).
 */
export async function streamDataset(
  node: NodeContext,
  context: RequestContext,
  record: DatasetRecord,
  path: string,
  exposeDisposition = false,
): Promise<void> {
  const { filename, mimetype } = record.manifest
  const headers: OutgoingHttpHeaders = {
    'Content-Type': mimetype ?? 'application/octet-stream',
    'Content-Disposition':
      filename === null ? 'attachment' : `attachment; filename="${asLatin1(filename)}"`,
  }
  if (node.line.sizedDownloads) {
    headers['Content-Length'] = (await stat(path)).size
    if (exposeDisposition) headers['Access-Control-Expose-Headers'] = 'Content-Disposition'
  }
  await context.reply.stream(200, headers, readData(path))
}

export const readData = (path: string): Readable => createReadStream(path, { highWaterMark: 65536 })

/** The HTTP server's own check: a body of length 0, or none at all, never reaches the node. */
const hasBody = (headers: IncomingHttpHeaders): boolean =>
  headers['transfer-encoding'] !== undefined ||
  (headers['content-length'] !== undefined && headers['content-length'] !== '0')

/** Local datasets: list, space, upload, download, exists, delete. */
export function addDataRoutes(router: Router, node: NodeContext): void {
  // Made per mount: a line switch mounts the routes again, with the line's manifest shape.
  const list = listAnswer(node)
  router.add('GET', '/data', ({ reply }) => {
    reply.send(200, { 'Content-Type': 'application/json' }, list())
  })

  router.add('GET', '/space', ({ reply }) => {
    reply.json(200, node.store.space(reservedBytes(node)))
  })

  router.add(
    'POST',
    '/data',
    async ({ req, url, reply }) => {
      const storage = node.line.storage2026
      const sized = uploadBlockSize(storage ? url.searchParams.get('blockSize') : null)
      if (!sized.ok) {
        req.resume()
        return reply.error(400, sized.message)
      }
      const announce = storage ? advertiseQuery(url, true) : { ok: true as const, advertise: true }
      if (!announce.ok) {
        req.resume()
        return reply.error(400, announce.message)
      }
      if (!hasBody(req.headers)) {
        req.resume()
        return reply.error(500, 'Request do not have body available')
      }
      const checked = uploadMetadata(
        req.headers['content-type'],
        req.headers['content-disposition'],
        storage,
      )
      if (!checked.ok) {
        req.resume()
        return reply.error(422, checked.message)
      }
      try {
        const record = await node.store.store(
          node.faults.uploadBody(req),
          checked.metadata,
          () => reservedBytes(node),
          sized.blockSize,
        )
        const announced = storage
          ? ((await node.store.setAdvertise(record.cid, announce.advertise)) ?? record)
          : record
        await applyAdvertise(node, announced)
        reply.text(200, record.cid)
      } catch (error) {
        if (reply.sent) return
        if (error instanceof StoreBlockError) {
          req.resume()
          reply.error(500, error.message)
        } else {
          reply.error(500)
        }
      }
    },
    'no-error-cors',
  )

  router.add(
    'GET',
    '/data/:cid',
    async (context) => {
      const parsed = parseCid(context.params.cid ?? '')
      if (!parsed.ok) return context.reply.error(400, parsed.message)
      const record = node.store.get(parsed.cid)
      if (!record) {
        const sized = node.line.sizedDownloads
        if (!sized) return context.reply.error(404)
        // This one answer of the real node names its charset; its other errors do not.
        const text = notRetrievable('Block not found in local store')
        return context.reply.error(404, text, 'text/html; charset=utf-8')
      }
      await streamDataset(node, context, record, node.store.dataPath(record))
    },
    'download',
  )

  router.add(
    'DELETE',
    '/data/:cid',
    async ({ params, reply }) => {
      const parsed = parseCid(params.cid ?? '')
      if (!parsed.ok) return reply.error(400, parsed.message)
      await node.store.delete(parsed.cid)
      reply.empty(204)
    },
    'explicit',
  )

  if (node.line.storage2026) {
    router.add('GET', '/data/:cid/exists', ({ params, reply }) => {
      const parsed = parseCid(params.cid ?? '')
      if (!parsed.ok) return reply.error(400, parsed.message)
      reply.json(200, { [parsed.cid]: node.store.get(parsed.cid) !== undefined })
    })
  }
}
