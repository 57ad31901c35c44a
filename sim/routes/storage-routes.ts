import { parseCid } from '../cid.ts'
import { readSmallBody } from '../http/request-body.ts'
import type { Router } from '../http/router.ts'
import { BlockSize, treeCidOf, type Manifest } from '../manifest.ts'
import { parseId, parseObject } from '../marketplace/json-input.ts'
import { MarketError } from '../marketplace/market-error.ts'
import {
  checkDatasetSize,
  checkRequestParams,
  erasureLayout,
} from '../marketplace/storage-request.ts'
import type { NodeContext } from '../node-context.ts'
import { marketHandler } from './market-handler.ts'
import { importFromNetwork, lookupDataset } from './network-routes.ts'

/** Client side: storage requests and the purchases they start. */
export function addStorageRoutes(router: Router, node: NodeContext): void {
  const market = node.marketplace

  router.add(
    'POST',
    '/storage/request/:cid',
    marketHandler(node, async ({ req, params, reply }) => {
      const parsed = parseCid(params.cid ?? '')
      if (!parsed.ok) {
        req.resume()
        return reply.error(400, parsed.message)
      }
      const lifecycle = node.line.availabilityLifecycle
      const request = checkRequestParams(parseObject(await readSmallBody(req)), lifecycle)
      const lookup = await lookupDataset(node, parsed.cid)
      if (lookup.found === 'none') throw new MarketError(500, lookup.message)
      const source =
        lookup.found === 'local' ? lookup.record : await importFromNetwork(node, lookup.entry)
      checkDatasetSize(source.manifest.datasetSize, request, lifecycle ? 422 : 400)
      const layout = erasureLayout(source.dataBlocks, request)
      const erasure = { ecK: layout.ecK, ecM: layout.ecM }
      const manifest: Manifest = {
        treeCid: treeCidOf(`encoded:${source.manifest.treeCid}:${erasure.ecK}:${erasure.ecM}`),
        datasetSize: layout.encodedBlocks * BlockSize,
        blockSize: BlockSize,
        filename: source.manifest.filename,
        mimetype: source.manifest.mimetype,
        protected: true,
        verifiable: true,
      }
      const verifiable = await node.store.commit(
        manifest,
        source.dataFile,
        source.dataBlocks,
        layout.encodedBlocks - source.dataBlocks,
        {
          ...erasure,
          originalTreeCid: source.manifest.treeCid,
          originalDatasetSize: source.manifest.datasetSize,
          slotRoots: treeCidOf(`slots:${manifest.treeCid}`),
        },
      )
      reply.text(200, await market.createPurchase(request, verifiable.cid, layout.slotSize))
    }),
  )

  router.add(
    'GET',
    '/storage/purchases',
    marketHandler(node, ({ reply }) => reply.json(200, market.purchaseIds())),
  )

  router.add(
    'GET',
    '/storage/purchases/:id',
    marketHandler(node, ({ params, reply }) => {
      const purchase = market.purchase(parseId(params.id ?? ''))
      if (!purchase) return reply.error(404)
      reply.json(200, purchase)
    }),
  )
}
