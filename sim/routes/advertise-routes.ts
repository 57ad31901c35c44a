import { ManifestCodec, parseCid } from '../cid.ts'
import type { Router } from '../http/router.ts'
import type { NodeContext } from '../node-context.ts'
import { isAdvertised, type DatasetRecord } from '../storage/dataset-record.ts'

export type AdvertiseQuery = { ok: true; advertise: boolean } | { ok: false; message: string }

/** The `advertise` query: only `true` or `false`; absent means the default when one is given. */
export function advertiseQuery(url: URL, fallback?: boolean): AdvertiseQuery {
  const value = url.searchParams.get('advertise')
  if (value === null) {
    return fallback === undefined
      ? { ok: false, message: 'Missing advertise parameter' }
      : { ok: true, advertise: fallback }
  }
  if (value === 'true' || value === 'false') return { ok: true, advertise: value === 'true' }
  return { ok: false, message: 'Invalid advertise parameter' }
}

/** Announces or withdraws a local dataset on the simulated network. */
export async function applyAdvertise(node: NodeContext, record: DatasetRecord): Promise<void> {
  if (isAdvertised(record)) {
    await node.network.publish(record, node.store.dataPath(record), node.identity.peerId)
  } else {
    await node.network.withdraw(record.cid, node.identity.peerId)
  }
}

type Found = { ok: true; record: DatasetRecord } | { ok: false; status: number; message: string }

function localDataset(node: NodeContext, cidText: string): Found {
  const parsed = parseCid(cidText)
  if (!parsed.ok) return { ok: false, status: 400, message: parsed.message }
  if (parsed.codec !== ManifestCodec) {
    return { ok: false, status: 400, message: 'CID has invalid content type for manifest {$cid}' }
  }
  const record = node.store.get(parsed.cid)
  if (!record) return { ok: false, status: 404, message: 'Dataset not found in the local node' }
  return { ok: true, record }
}

const advertiseAnswer = (record: DatasetRecord) => ({
  cid: record.cid,
  advertise: isAdvertised(record),
})

/** Logos Storage (late 2026): whether a local dataset is announced to the network, and changing it. */
export function addAdvertiseRoutes(router: Router, node: NodeContext): void {
  router.add('GET', '/data/:cid/advertise', ({ params, reply }) => {
    const found = localDataset(node, params.cid ?? '')
    if (!found.ok) return reply.error(found.status, found.message)
    reply.json(200, advertiseAnswer(found.record))
  })

  router.add('POST', '/data/:cid/advertise', async ({ params, url, reply }) => {
    const found = localDataset(node, params.cid ?? '')
    if (!found.ok) return reply.error(found.status, found.message)
    const query = advertiseQuery(url)
    if (!query.ok) return reply.error(400, query.message)
    const record =
      (await node.store.setAdvertise(found.record.cid, query.advertise)) ?? found.record
    await applyAdvertise(node, record)
    reply.json(200, advertiseAnswer(record))
  })
}
