import { isValidElement } from 'react'

/**
 * Starts loading the lazy components an element tree renders: the elements' types and the
 * elements passed as props (`account={<AccountCard />}`). A component passed as a prop
 * (`storageRequest={FileStorageRequest}`) renders only on a user action, so it stays lazy, and
 * so does what a component marked `deferred` (NearViewport) holds.
 */
export function preloadTree(node: unknown): Promise<unknown>[] {
  if (Array.isArray(node)) return node.flatMap(preloadTree)
  if (!isValidElement(node)) return []
  if ((node.type as { deferred?: boolean }).deferred) return []
  const { preload } = node.type as { preload?: () => Promise<unknown> }
  const own = typeof preload === 'function' ? [preload()] : []
  return [...own, ...Object.values(node.props as object).flatMap(preloadTree)]
}
