import { lazyModule } from '../lib/lazy-module.ts'

const nodeStore = lazyModule(() => import('../stores/nodes/active-node.ts'))

/**
 * The `api-port` startup rule, for the app that owns the page: a valid port in the page's query
 * replaces the port of the node's address. The code that edits the node list loads only for a
 * page whose query has one. Resolves once it is applied.
 */
export function applyPagePort(search: string): Promise<unknown> {
  if (!new URLSearchParams(search).has('api-port')) return Promise.resolve()
  return nodeStore.load().then((node) => node.applyApiPortParameter(search))
}
