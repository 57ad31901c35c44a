import { ManifestCodec, parseCid } from '../cid.ts'
import type { Router } from '../http/router.ts'
import type { NodeContext } from '../node-context.ts'
import type { NetworkEntry } from '../network/shared-network.ts'
import type { DatasetRecord } from '../storage/dataset-record.ts'
import { dataItem, notRetrievable, streamDataset } from './data-routes.ts'
import { parseTransport } from './transport.ts'

type Lookup =
  | { found: 'local'; record: DatasetRecord }
  | { found: 'network'; entry: NetworkEntry }
  | { found: 'none'; status: number; message: string }

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Finds a dataset locally or on the simulated network; unknown cids fail after the retry delay. */
export async function lookupDataset(node: NodeContext, cidText: string): Promise<Lookup> {
  const parsed = parseCid(cidText)
  if (!parsed.ok) return { found: 'none', status: 400, message: parsed.message }
  if (parsed.codec !== ManifestCodec) {
    return {
      found: 'none',
      status: 404,
      message: 'CID has invalid content type for manifest {$cid}',
    }
  }
  const record = node.store.get(parsed.cid)
  if (record) return { found: 'local', record }
  const entry = await node.network.find(parsed.cid)
  if (entry) return { found: 'network', entry }
  await sleep(node.options.networkFailureDelayMs)
  return { found: 'none', status: 404, message: 'Error retries exhausted' }
}

/** Copies a remote dataset into the local store, as the node's background download does. */
export async function importFromNetwork(
  node: NodeContext,
  entry: NetworkEntry,
): Promise<DatasetRecord> {
  await node.store.linkDataFile(node.network.dataPath(entry), entry.dataFile)
  return node.store.commit(entry.manifest, entry.dataFile, entry.dataBlocks, entry.extraBlocks)
}

function importInBackground(node: NodeContext, entry: NetworkEntry): void {
  importFromNetwork(node, entry).catch((error: unknown) =>
    node.options.log(`network download of ${entry.cid} failed: ${String(error)}`),
  )
}

/**
 * Fetching from the simulated network: download, stream and manifest. (Logos Storage's download
 * with progress is background-download-routes.ts.)
 */
export function addNetworkRoutes(router: Router, node: NodeContext): void {
  if (!node.line.storage2026) {
    router.add('POST', '/data/:cid/network', async ({ params, reply }) => {
      const lookup = await lookupDataset(node, params.cid ?? '')
      if (lookup.found === 'none') return reply.error(lookup.status, lookup.message)
      if (lookup.found === 'local') return reply.json(200, dataItem(node, lookup.record))
      importInBackground(node, lookup.entry)
      reply.json(200, dataItem(node, lookup.entry))
    })
  }

  router.add(
    'GET',
    '/data/:cid/network/stream',
    async (context) => {
      const choice = parseTransport(node, context.url)
      if (!choice.ok) return context.reply.error(choice.status, choice.message)
      const lookup = await lookupDataset(node, context.params.cid ?? '')
      if (lookup.found === 'none') {
        const text = node.line.sizedDownloads ? notRetrievable(lookup.message) : ''
        return context.reply.error(lookup.status, lookup.status === 400 ? lookup.message : text)
      }
      if (lookup.found === 'local') {
        const path = node.store.dataPath(lookup.record)
        return streamDataset(node, context, lookup.record, path, true)
      }
      importInBackground(node, lookup.entry)
      await streamDataset(node, context, lookup.entry, node.network.dataPath(lookup.entry), true)
    },
    'download',
  )

  router.add('GET', '/data/:cid/network/manifest', async ({ params, url, reply }) => {
    const choice = parseTransport(node, url)
    if (!choice.ok) return reply.error(choice.status, choice.message)
    const lookup = await lookupDataset(node, params.cid ?? '')
    if (lookup.found === 'none') return reply.error(lookup.status, lookup.message)
    reply.json(200, dataItem(node, lookup.found === 'local' ? lookup.record : lookup.entry))
  })
}
