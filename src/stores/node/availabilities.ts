import { marketplaceRead } from './marketplace-gate.ts'
import { createQuery } from './query.ts'
import { perNode } from '../nodes/scope.ts'
import { AVAILABILITIES_POLL_MS } from '../cadences.ts'

/**
 * `GET /sales/availability`, largest first: one poll shared by the table, the chart and every
 * element on the page, running only while one of them is shown. A node without a marketplace is
 * not asked: it has none.
 */
export const availabilitiesQuery = perNode((scope) =>
  createQuery(scope, () => marketplaceRead(scope, () => scope.client().availabilities(), []), {
    interval: AVAILABILITIES_POLL_MS,
    reportAs: 'availabilities',
  }),
)
