import { useEffect, useState } from 'react'
import type { QueryStore } from './node-query.ts'

/**
 * Shows `$query` for as long as the calling view is mounted (`QueryStore.show`), telling it when
 * the view first rendered: a store that this render mounted has just loaded for it.
 */
export function useQueryView($query: QueryStore<unknown>): void {
  const [renderedAt] = useState(() => performance.now())
  useEffect(() => $query.show(renderedAt), [$query, renderedAt])
}
