/** Rows drawn above and below the visible ones, so fast scrolling and Tab rarely meet a gap. */
export const OVERSCAN_ROWS = 6

export interface RowWindow {
  start: number
  end: number
}

/** Which rows [start, end) to render for a fixed row height and a scrolled viewport. */
export function rowWindow(
  rowCount: number,
  rowHeight: number,
  scrollTop: number,
  viewportHeight: number,
): RowWindow {
  const first = Math.floor(Math.max(0, scrollTop) / rowHeight)
  const visible = Math.ceil(viewportHeight / rowHeight) + 1
  const start = Math.max(0, Math.min(first, rowCount) - OVERSCAN_ROWS)
  const end = Math.min(rowCount, first + visible + OVERSCAN_ROWS)
  return { start, end }
}
