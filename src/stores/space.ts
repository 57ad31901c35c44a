import { createQuery } from './node-query.ts'
import { ACTIVE_SCOPE, perNode } from './node-scope.ts'

/** `GET /space`: the node's quota, for the storage card. */
export const space = perNode((scope) =>
  createQuery(() => scope.client().space(), {
    resetOn: [scope.$binding],
    reportAs: 'space',
  }),
)

export const $space = space.of(ACTIVE_SCOPE)
