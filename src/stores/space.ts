import { createQuery } from './node-query.ts'
import { $nodeUrl, getNodeClient } from './node.ts'

/** `GET /space`: the node's quota, for the storage card. */
export const $space = createQuery(() => getNodeClient().space(), {
  resetOn: [$nodeUrl],
  reportAs: 'space',
})
