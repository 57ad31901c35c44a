import { parseCid } from '../cid.ts'
import type { Router } from '../http/router.ts'
import { reservedBytes, type NodeContext } from '../node-context.ts'
import { dataItem } from './data-routes.ts'
import { lookupDataset } from './network-routes.ts'
import { parseTransport } from './transport.ts'

const UINT64_MAX = 2n ** 64n - 1n

/** The `{downloadId}` path parameter: a uint64, else the node's 400. */
function parseDownloadId(text: string): number | undefined {
  if (!/^\d+$/.test(text) || BigInt(text) > UINT64_MAX) return undefined
  return Number(text)
}

/** Logos Storage: a network fetch runs in the background with progress and cancel. */
export function addBackgroundDownloadRoutes(router: Router, node: NodeContext): void {
  router.add('POST', '/data/:cid/network', async ({ params, url, reply }) => {
    const choice = parseTransport(node, url)
    if (!choice.ok) return reply.error(choice.status, choice.message)
    const lookup = await lookupDataset(node, params.cid ?? '')
    if (lookup.found === 'none') return reply.error(lookup.status, lookup.message)
    if (lookup.found === 'local') {
      // Every block is already here: the node's download ends at once.
      return reply.json(200, {
        ...dataItem(node, lookup.record),
        downloadId: node.downloads.done(),
      })
    }
    const { entry } = lookup
    const bytes = entry.dataBlocks * entry.manifest.blockSize + entry.manifestBytes
    if (bytes > node.store.freeBytes(reservedBytes(node))) {
      return reply.error(409, 'Not enough storage quota')
    }
    const downloadId = node.downloads.start(entry.cid, entry, choice.transport)
    reply.json(200, { ...dataItem(node, entry), downloadId })
  })

  router.add('GET', '/data/:cid/network/progress/:downloadId', async ({ params, reply }) => {
    const parsed = parseCid(params.cid ?? '')
    if (!parsed.ok) return reply.error(400, parsed.message)
    const id = parseDownloadId(params.downloadId ?? '')
    if (id === undefined) return reply.error(400, 'Invalid download ID')
    const progress = await node.downloads.progress(id, parsed.cid)
    reply.json(200, progress ? { active: true, ...progress } : { active: false })
  })

  router.add('DELETE', '/data/:cid/network/:downloadId', ({ params, reply }) => {
    const parsed = parseCid(params.cid ?? '')
    if (!parsed.ok) return reply.error(400, parsed.message)
    const id = parseDownloadId(params.downloadId ?? '')
    if (id === undefined) return reply.error(400, 'Invalid download ID')
    if (!node.downloads.cancel(id, parsed.cid)) {
      return reply.error(404, 'Background download not found')
    }
    reply.empty(204)
  })
}
