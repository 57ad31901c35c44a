// The stacked rows of a table on a phone: a chunk that only a narrow screen loads.
import { StyleSheet } from '../../styles/style-sheet.tsx'
import css from './stacked-rows.css?inline'

/** The stacked rows' stylesheet (stacked-rows.css), adopted beside the table's own. */
export function StackedSheet() {
  return <StyleSheet name="table-stacked" css={css} />
}

/**
 * A stacked row's height (px): its first cell takes a line, each other cell half of one (labelled
 * two by two), a wide cell a whole one; 44 px a line and 16 of padding.
 */
export function rowHeight(columns: readonly { wide?: boolean }[]): number {
  const halves = columns.length + 1 + columns.filter((column) => column.wide).length
  return 16 + 44 * Math.ceil(halves / 2)
}
