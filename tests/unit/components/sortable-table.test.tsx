import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { SortableTable, type TableColumn } from '../../../src/components/table/sortable-table.tsx'
import { nextSort } from '../../../src/components/table/table-sort.ts'
import { rowWindow } from '../../../src/components/table/row-window.ts'

afterEach(cleanup)

interface Peer {
  id: string
  country: string
  active: boolean
}

const peers: Peer[] = [
  { id: 'p1', country: 'Norway', active: true },
  { id: 'p2', country: 'Chile', active: false },
  { id: 'p3', country: 'Kenya', active: true },
]

const columns: TableColumn<Peer>[] = [
  {
    id: 'country',
    header: 'Country',
    render: (peer) => peer.country,
    compare: (a, b) => a.country.localeCompare(b.country),
  },
  { id: 'id', header: 'Peer id', render: (peer) => <code>{peer.id}</code> },
  { id: 'active', header: 'Active', render: (peer) => (peer.active ? 'yes' : 'no'), align: 'end' },
]

function countries() {
  return screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent)
}

describe('nextSort', () => {
  it('cycles a column descending, ascending, none, and restarts on another column', () => {
    const first = nextSort(null, 'size')
    expect(first).toEqual({ column: 'size', direction: 'descending' })
    const second = nextSort(first, 'size')
    expect(second).toEqual({ column: 'size', direction: 'ascending' })
    expect(nextSort(second, 'size')).toBeNull()
    expect(nextSort(second, 'name')).toEqual({ column: 'name', direction: 'descending' })
  })
})

describe('rowWindow', () => {
  it('covers the viewport plus overscan, clamped to the rows', () => {
    expect(rowWindow(10000, 48, 0, 480)).toEqual({ start: 0, end: 17 })
    expect(rowWindow(10000, 48, 48 * 5000, 480)).toEqual({ start: 4994, end: 5017 })
    expect(rowWindow(10000, 48, 48 * 20000, 480)).toEqual({ start: 9994, end: 10000 })
    expect(rowWindow(3, 48, 0, 480)).toEqual({ start: 0, end: 3 })
    expect(rowWindow(0, 48, 0, 480)).toEqual({ start: 0, end: 0 })
  })
})

describe('SortableTable', () => {
  it('leaves rows its caller already sorted in their order and only reports the next sort', () => {
    const onSortChange = vi.fn()
    const byCaller: TableColumn<Peer>[] = [{ ...columns[0]!, compare: undefined, sortable: true }]
    render(
      <SortableTable
        label="Peers"
        columns={byCaller}
        rows={peers}
        rowKey={(p) => p.id}
        sort={{ column: 'country', direction: 'ascending' }}
        onSortChange={onSortChange}
        presorted
      />,
    )
    expect(countries()).toEqual(['Norway', 'Chile', 'Kenya'])
    expect(screen.getByRole('columnheader').getAttribute('aria-sort')).toBe('ascending')
    fireEvent.click(screen.getByRole('button', { name: /Country/ }))
    expect(onSortChange).toHaveBeenCalledWith(null)
  })

  it('renders each row through the columns and names the table', () => {
    render(<SortableTable label="Peers" columns={columns} rows={peers} rowKey={(p) => p.id} />)
    const table = screen.getByRole('table', { name: 'Peers' })
    expect(table.getAttribute('aria-rowcount')).toBe('4')
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Country',
      'Peer id',
      'Active',
    ])
    expect(countries()).toEqual(['Norway', 'Chile', 'Kenya'])
    expect(table.querySelector('code')!.textContent).toBe('p1')
  })

  it('sorts descending, then ascending, then back to the original order', () => {
    const onSortChange = vi.fn()
    render(
      <SortableTable
        label="Peers"
        columns={columns}
        rows={peers}
        rowKey={(p) => p.id}
        onSortChange={onSortChange}
      />,
    )
    const header = screen.getByRole('columnheader', { name: 'Country' })
    const button = within(header).getByRole('button', { name: 'Country' })
    expect(header.getAttribute('aria-sort')).toBe('none')
    fireEvent.click(button)
    expect(header.getAttribute('aria-sort')).toBe('descending')
    expect(countries()).toEqual(['Norway', 'Kenya', 'Chile'])
    fireEvent.click(button)
    expect(header.getAttribute('aria-sort')).toBe('ascending')
    expect(countries()).toEqual(['Chile', 'Kenya', 'Norway'])
    fireEvent.click(button)
    expect(header.getAttribute('aria-sort')).toBe('none')
    expect(countries()).toEqual(['Norway', 'Chile', 'Kenya'])
    expect(onSortChange.mock.calls.map(([sort]) => sort?.direction ?? null)).toEqual([
      'descending',
      'ascending',
      null,
    ])
  })

  it('has no sort button or aria-sort on columns without a comparator', () => {
    render(<SortableTable label="Peers" columns={columns} rows={peers} rowKey={(p) => p.id} />)
    const header = screen.getByRole('columnheader', { name: 'Peer id' })
    expect(header.hasAttribute('aria-sort')).toBe(false)
    expect(within(header).queryByRole('button')).toBeNull()
  })

  it('follows a controlled sort', () => {
    const { rerender } = render(
      <SortableTable
        label="Peers"
        columns={columns}
        rows={peers}
        rowKey={(p) => p.id}
        sort={{ column: 'country', direction: 'ascending' }}
      />,
    )
    expect(countries()).toEqual(['Chile', 'Kenya', 'Norway'])
    fireEvent.click(screen.getByRole('button', { name: 'Country' }))
    expect(countries()).toEqual(['Chile', 'Kenya', 'Norway'])
    rerender(
      <SortableTable
        label="Peers"
        columns={columns}
        rows={peers}
        rowKey={(p) => p.id}
        sort={null}
      />,
    )
    expect(countries()).toEqual(['Norway', 'Chile', 'Kenya'])
  })

  it('says No data available. when there are no rows', () => {
    render(<SortableTable label="Peers" columns={columns} rows={[]} rowKey={(p) => p.id} />)
    expect(screen.getByRole('cell').textContent).toBe('No data available.')
  })

  it('draws only the rows in view out of 10,000, with their position in the set', () => {
    const many = Array.from({ length: 10000 }, (_, index) => ({
      id: `p${index}`,
      country: `Country ${String(index).padStart(5, '0')}`,
      active: index % 2 === 0,
    }))
    render(
      <SortableTable
        label="Peers"
        columns={columns}
        rows={many}
        rowKey={(p) => p.id}
        rowHeight={40}
        maxHeight={400}
      />,
    )
    const table = screen.getByRole('table')
    expect(table.getAttribute('aria-rowcount')).toBe('10001')
    expect(screen.getAllByRole('row').length).toBeLessThan(30)
    table.scrollTop = 40 * 5000
    fireEvent.scroll(table)
    const rows = screen.getAllByRole('row').slice(1)
    expect(rows.length).toBeLessThan(30)
    const shown = rows.map((row) => Number(row.getAttribute('aria-rowindex')))
    expect(shown).toContain(5002)
    expect(countries()).toContain('Country 05000')
    expect(rows[0]!.style.top).toBe(`${(shown[0]! - 2) * 40}px`)
  })
})

describe('SortableTable focus', () => {
  it('keeps the row holding focus in the DOM when it scrolls out of the window', () => {
    const many = Array.from({ length: 1000 }, (_, index) => ({
      id: `p${index}`,
      country: `Country ${index}`,
      active: true,
    }))
    const withAction: TableColumn<Peer>[] = [
      ...columns,
      { id: 'action', header: 'Action', render: (peer) => <button>Open {peer.id}</button> },
    ]
    render(<SortableTable label="Peers" columns={withAction} rows={many} rowKey={(p) => p.id} />)
    const button = screen.getByRole('button', { name: 'Open p1' })
    button.focus()
    const table = screen.getByRole('table')
    table.scrollTop = 48 * 500
    fireEvent.scroll(table)
    expect(document.activeElement).toBe(button)
    expect(button.closest('[role="row"]')!.getAttribute('aria-rowindex')).toBe('3')
    expect(screen.queryByRole('button', { name: 'Open p2' })).toBeNull()
    fireEvent.blur(button, { relatedTarget: table })
    table.focus()
    expect(screen.queryByRole('button', { name: 'Open p1' })).toBeNull()
  })
})
