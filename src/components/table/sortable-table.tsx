import {
  use,
  useEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react'
import { lazyModule } from '../../lib/lazy-module.ts'
import css from './sortable-table.css?inline'
import { StyleSheet } from '../../styles/style-sheet.tsx'
import { Icon } from '../icon/icon.tsx'
import { rowWindow } from './row-window.ts'
import { nextSort, sortRows, type SortDirection, type TableSort } from './table-sort.ts'

export const TABLE_EMPTY_TEXT = 'No data available.'

export interface TableColumn<Row> {
  id: string
  header: string
  render: (row: Row) => ReactNode
  /** Ascending order of two rows; makes the column sortable. */
  compare?: (a: Row, b: Row) => number
  /** Sortable by the caller (with `presorted`): the header cycles the sort, the rows come in order. */
  sortable?: boolean
  /** A CSS grid track, e.g. `2fr` or `120px`; defaults to an equal share. */
  width?: string
  align?: 'start' | 'end'
  /** On a phone (rows stacked), the cell takes the row's whole width, unlabelled: the actions. */
  wide?: boolean
}

interface SortableTableProps<Row> {
  /** The table's accessible name. */
  label: string
  columns: readonly TableColumn<Row>[]
  rows: readonly Row[]
  rowKey: (row: Row) => string
  /** Every row has this height (px): it is what lets 10,000 rows scroll while ~20 are drawn. */
  rowHeight?: number
  /** The scrolling viewport's maximum height (px). */
  maxHeight?: number
  /** Controlled sort; leave it out to let the table keep its own. */
  sort?: TableSort
  defaultSort?: TableSort
  onSortChange?: (sort: TableSort) => void
  /** The caller already sorted `rows` by `sort`; the table only shows and changes the sort. */
  presorted?: boolean
  emptyText?: string
  /** Hears the rows on screen (not the ones drawn around them) after each render that moves them. */
  onRowsShown?: (rows: readonly Row[]) => void
}

const stackedRows = lazyModule(() => import('./stacked-rows.tsx'))

/**
 * A data table whose sortable headers cycle descending, ascending, none. Only the rows in view are
 * in the DOM (fixed row height), announced with aria-rowcount and aria-rowindex. On a screen of
 * 800 px or less (the spec's phone) the rows stack, each a card as high as `stackedRowHeight`
 * (stacked-rows.tsx), so no row scrolls sideways.
 */
export function SortableTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  rowHeight = 48,
  maxHeight = 480,
  sort: controlledSort,
  defaultSort = null,
  onSortChange,
  presorted = false,
  emptyText = TABLE_EMPTY_TEXT,
  onRowsShown,
}: SortableTableProps<Row>) {
  const [ownSort, setOwnSort] = useState<TableSort>(defaultSort)
  const [scrollTop, setScrollTop] = useState(0)
  const sort = controlledSort === undefined ? ownSort : controlledSort
  const sortColumn = columns.find((column) => column.id === sort?.column)
  const sorted = useMemo(
    () => (presorted ? rows : sortRows(rows, sortColumn?.compare, sort?.direction)),
    [presorted, rows, sortColumn, sort?.direction],
  )
  // A narrow screen waits for the stacked rows' stylesheet (a chunk a wide screen never loads)
  // rather than show the rows side by side first; once loaded it stays, its media query (the same
  // as this one, asked again at each render, as a scroll makes one) deciding.
  const narrow = globalThis.matchMedia?.('(max-width:800px)').matches
  const phone = narrow && use(stackedRows.load())
  const stacked = phone || stackedRows.loaded()
  const shownHeight = phone ? phone.rowHeight(columns) : rowHeight
  // Stacked, the viewport holds as many rows as side by side.
  const shownMax = (maxHeight * shownHeight) / rowHeight
  const { start, end } = rowWindow(sorted.length, shownHeight, scrollTop, shownMax)
  const [focusedKey, setFocusedKey] = useState<string | null>(null)
  const viewport = useRef<HTMLDivElement>(null)
  const head = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const height = viewport.current?.clientHeight
    if (!onRowsShown || height === undefined) return
    // The sticky header (one row high, or its sort buttons' lines when stacked) covers the top.
    const first = Math.floor(scrollTop / shownHeight)
    const end = Math.ceil((scrollTop + height - head.current!.offsetHeight) / shownHeight)
    onRowsShown(sorted.slice(first, Math.max(first, end)))
  }, [onRowsShown, sorted, scrollTop, shownHeight])
  const drawn = drawnRows(
    sorted,
    start,
    end,
    focusedKey === null ? -1 : sorted.findIndex((row) => rowKey(row) === focusedKey),
  )

  const changeSort = (column: string) => {
    const next = nextSort(sort, column)
    setOwnSort(next)
    onSortChange?.(next)
  }

  const grid = {
    '--vault-table-columns': columns.map((column) => column.width ?? 'minmax(0, 1fr)').join(' '),
    maxHeight: shownMax,
  } as CSSProperties
  const rowStyle = { height: rowHeight }

  return (
    <div
      ref={viewport}
      className="vault-table"
      style={grid}
      tabIndex={0}
      role="table"
      aria-label={label}
      aria-rowcount={Math.max(sorted.length, 1) + 1}
      onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
    >
      <StyleSheet name="table" css={css} />
      {stacked && <stacked.StackedSheet />}
      <div ref={head} role="rowgroup" className="vault-table__head">
        <div role="row" aria-rowindex={1} className="vault-table__row" style={rowStyle}>
          {columns.map((column) => (
            <HeaderCell
              key={column.id}
              column={column}
              direction={sort?.column === column.id ? sort.direction : undefined}
              onSort={() => changeSort(column.id)}
            />
          ))}
        </div>
      </div>
      <div
        role="rowgroup"
        className="vault-table__body"
        style={{ height: Math.max(sorted.length, 1) * shownHeight }}
      >
        {sorted.length === 0 && (
          <div role="row" aria-rowindex={2} className="vault-table__row" style={rowStyle}>
            <div role="cell" className="vault-table__empty">
              {emptyText}
            </div>
          </div>
        )}
        {drawn.map(({ row, index }) => (
          <div
            key={rowKey(row)}
            role="row"
            aria-rowindex={index + 2}
            className="vault-table__row"
            style={{ height: shownHeight, top: index * shownHeight }}
            onFocus={() => setFocusedKey(rowKey(row))}
            onBlur={(event) => {
              if (!event.currentTarget.contains(event.relatedTarget)) setFocusedKey(null)
            }}
          >
            {columns.map((column) => (
              <div
                key={column.id}
                role="cell"
                className={`vault-table__cell vault-table__cell--${column.align ?? 'start'}`}
                data-label={column.header}
                data-wide={column.wide}
              >
                {column.render(row)}
              </div>
            ))}
          </div>
        ))}
      </div>
    </div>
  )
}

/**
 * The rows in the window, plus the row holding focus when it has scrolled out, so scrolling never
 * unmounts the focused control.
 */
function drawnRows<Row>(rows: readonly Row[], start: number, end: number, focused: number) {
  const drawn = rows.slice(start, end).map((row, offset) => ({ row, index: start + offset }))
  const row = rows[focused]
  if (row !== undefined && (focused < start || focused >= end)) {
    drawn[focused < start ? 'unshift' : 'push']({ row, index: focused })
  }
  return drawn
}

function HeaderCell<Row>({
  column,
  direction,
  onSort,
}: {
  column: TableColumn<Row>
  direction: SortDirection | undefined
  onSort: () => void
}) {
  const className = `vault-table__cell vault-table__cell--${column.align ?? 'start'}`
  if (!column.compare && !column.sortable) {
    return (
      <div role="columnheader" className={className}>
        {column.header}
      </div>
    )
  }
  const icon =
    direction === 'ascending' ? 'arrow-up' : direction === 'descending' ? 'arrow-down' : 'sort'
  return (
    <div role="columnheader" className={className} aria-sort={direction ?? 'none'}>
      <button type="button" className="vault-table__sort" onClick={onSort}>
        {column.header}
        <Icon className="vault-table__sort-icon" name={icon} size={16} />
      </button>
    </div>
  )
}
