import { readSmallBody } from '../http/request-body.ts'
import type { Router } from '../http/router.ts'
import { parseId, parseObject } from '../marketplace/json-input.ts'
import type { NodeContext } from '../node-context.ts'
import { marketHandler } from './market-handler.ts'

const freeQuota = (node: NodeContext): number =>
  node.store.freeBytes(node.marketplace.reservedBytes())

/** Host side: active slots, availabilities and their reservations. */
export function addSalesRoutes(router: Router, node: NodeContext): void {
  const market = node.marketplace

  router.add(
    'GET',
    '/sales/slots',
    marketHandler(node, ({ reply }) => reply.json(200, market.activeSlots())),
  )

  router.add(
    'GET',
    '/sales/slots/:slotId',
    marketHandler(node, ({ params, reply }) =>
      reply.json(200, market.slot(parseId(params.slotId ?? ''))),
    ),
  )

  router.add(
    'GET',
    '/sales/availability',
    marketHandler(node, ({ reply }) => reply.json(200, market.availabilities())),
  )

  router.add(
    'POST',
    '/sales/availability',
    marketHandler(node, async ({ req, reply }) => {
      const fields = parseObject(await readSmallBody(req))
      reply.json(201, await market.createAvailability(fields, freeQuota(node)))
    }),
  )

  router.add(
    'PATCH',
    '/sales/availability/:id',
    marketHandler(node, async ({ req, params, reply }) => {
      const id = parseId(params.id ?? '')
      const fields = parseObject(await readSmallBody(req))
      await market.updateAvailability(id, fields, freeQuota(node))
      if (node.line.availabilityLifecycle) reply.empty(204)
      else reply.text(200, '')
    }),
    'no-error-cors',
  )

  router.add(
    'GET',
    '/sales/availability/:id/reservations',
    marketHandler(node, ({ params, reply }) =>
      reply.json(200, market.reservations(parseId(params.id ?? ''))),
    ),
  )
}
