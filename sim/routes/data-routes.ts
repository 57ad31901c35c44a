import { createReadStream } from 'node:fs'
import type { Readable } from 'node:stream'
import { parseCid } from '../cid.ts'
import type { RequestContext, Router } from '../http/router.ts'
import { manifestJson } from '../manifest.ts'
import type { NodeContext } from '../node-context.ts'
import type { DatasetRecord } from '../storage/dataset-store.ts'
import { StoreBlockError } from '../storage/block-writer.ts'
import { uploadMetadata } from '../storage/upload-metadata.ts'

export const dataItem = (record: DatasetRecord) => ({
  cid: record.cid,
  manifest: manifestJson(record.manifest),
})

/** The node's download answer: stored mimetype and filename, chunked body. */
export async function streamDataset(
  context: RequestContext,
  record: DatasetRecord,
  source: Readable,
): Promise<void> {
  const { filename, mimetype } = record.manifest
  await context.reply.stream(
    200,
    {
      'Content-Type': mimetype ?? 'application/octet-stream',
      'Content-Disposition':
        filename === null ? 'attachment' : `attachment; filename="${filename}"`,
    },
    source,
  )
}

export const readData = (path: string): Readable => createReadStream(path, { highWaterMark: 65536 })

/** Local datasets: list, space, upload, download, delete. */
export function addDataRoutes(router: Router, node: NodeContext): void {
  router.add('GET', '/data', ({ reply }) => {
    reply.json(200, { content: node.store.list().map(dataItem) })
  })

  router.add('GET', '/space', ({ reply }) => {
    reply.json(200, node.store.space(node.marketplace.reservedBytes()))
  })

  router.add(
    'POST',
    '/data',
    async ({ req, reply }) => {
      const checked = uploadMetadata(
        req.headers['content-type'],
        req.headers['content-disposition'],
      )
      if (!checked.ok) {
        req.resume()
        reply.error(422, checked.message)
        return
      }
      try {
        const record = await node.store.store(node.faults.uploadBody(req), checked.metadata, () =>
          node.marketplace.reservedBytes(),
        )
        await node.network.publish(record, node.store.dataPath(record), node.identity.peerId)
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
      if (!record) return context.reply.error(404)
      await streamDataset(context, record, readData(node.store.dataPath(record)))
    },
    'download',
  )

  router.add('DELETE', '/data/:cid', async ({ params, reply }) => {
    const parsed = parseCid(params.cid ?? '')
    if (!parsed.ok) return reply.error(400, parsed.message)
    await node.store.delete(parsed.cid)
    reply.empty(204)
  })
}
