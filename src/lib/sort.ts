/** Which way a sorted column runs; tables cycle descending, ascending, then none. */
export type SortDirection = 'descending' | 'ascending'
