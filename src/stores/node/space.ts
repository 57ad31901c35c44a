import { createQuery } from './query.ts'
import { perNode } from '../nodes/scope.ts'

/** `GET /space`: the node's quota, for the storage card. */
export const space = perNode((scope) =>
  createQuery(scope, () => scope.client().space(), {
    reportAs: 'space',
  }),
)
