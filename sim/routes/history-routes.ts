import { randomBytes } from 'node:crypto'
import { readSmallBody } from '../http/request-body.ts'
import type { Router } from '../http/router.ts'
import { StoreBlockError } from '../storage/block-writer.ts'
import { reservedBytes, type NodeContext } from '../node-context.ts'
import type { SimulatedPeer } from '../network/peers.ts'

/** The largest dataset one `/_sim/fill` stores: the disk fills in steps, as uploads would. */
const MAX_FILL_BYTES = 64 * 1024 * 1024

const seededPeers = new WeakMap<NodeContext, SimulatedPeer[]>()

/** Brings back every seeded peer (`/_sim/reset`). */
export function restorePeers(node: NodeContext): void {
  const all = seededPeers.get(node)
  if (all) node.peers = [...all]
}

async function* bytesOf(size: number): AsyncIterable<Uint8Array> {
  for (let left = size; left > 0; left -= 1024 * 1024)
    yield randomBytes(Math.min(left, 1024 * 1024))
}

async function readJson(
  req: Parameters<typeof readSmallBody>[0],
): Promise<Record<string, unknown>> {
  const text = await readSmallBody(req)
  const value: unknown = text.trim() ? JSON.parse(text) : {}
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new Error('The body must be a JSON object')
  return value as Record<string, unknown>
}

/**
 * Scripted changes for history (tests and `npm start -- --history`): the disk filling by real
 * datasets, peers joining and leaving the routing table. The node going down for an hour is
 * `/_sim/down` and `/_sim/up` with the browser's clock moved between them.
 */
export function addHistoryRoutes(router: Router, node: NodeContext): void {
  seededPeers.set(node, [...node.peers])

  router.add('POST', '/fill', async ({ req, reply }) => {
    let body: Record<string, unknown>
    try {
      body = await readJson(req)
    } catch (error) {
      return reply.json(400, { error: error instanceof Error ? error.message : String(error) })
    }
    const bytes = body.bytes
    if (
      typeof bytes !== 'number' ||
      !Number.isInteger(bytes) ||
      bytes < 1 ||
      bytes > MAX_FILL_BYTES
    ) {
      return reply.json(400, { error: `bytes must be an integer from 1 to ${MAX_FILL_BYTES}` })
    }
    try {
      const record = await node.store.store(
        bytesOf(bytes),
        { filename: `fill-${Date.now()}.bin`, mimetype: 'application/octet-stream' },
        () => reservedBytes(node),
      )
      await node.network.publish(record, node.store.dataPath(record), node.identity.peerId)
      reply.json(200, { cid: record.cid, space: node.store.space(reservedBytes(node)) })
    } catch (error) {
      if (error instanceof StoreBlockError) return reply.json(507, { error: error.message })
      throw error
    }
  })

  router.add('POST', '/peers', async ({ req, reply }) => {
    let body: Record<string, unknown>
    try {
      body = await readJson(req)
    } catch (error) {
      return reply.json(400, { error: error instanceof Error ? error.message : String(error) })
    }
    const all = seededPeers.get(node) ?? []
    const count = body.count
    if (typeof count !== 'number' || !Number.isInteger(count) || count < 0 || count > all.length) {
      return reply.json(400, { error: `count must be an integer from 0 to ${all.length}` })
    }
    node.peers = all.slice(0, count)
    reply.json(200, { peers: node.peers.length })
  })
}
