import type { SortDirection } from '../../lib/sort.ts'

export type { SortDirection }

/** The active sort, or null for the rows' own order. */
export type TableSort = { column: string; direction: SortDirection } | null

/** A header click: a new column starts descending, then ascending, then back to no sort. */
export function nextSort(current: TableSort, column: string): TableSort {
  if (current?.column !== column) return { column, direction: 'descending' }
  if (current.direction === 'descending') return { column, direction: 'ascending' }
  return null
}

/**
 * Sorts a copy of `rows` with the column's ascending comparator; descending reverses it. Equal rows
 * keep their order (Array#sort is stable).
 */
export function sortRows<Row>(
  rows: readonly Row[],
  compare: ((a: Row, b: Row) => number) | undefined,
  direction: SortDirection | undefined,
): readonly Row[] {
  if (!compare || !direction) return rows
  const sign = direction === 'ascending' ? 1 : -1
  return [...rows].sort((a, b) => sign * compare(a, b))
}
