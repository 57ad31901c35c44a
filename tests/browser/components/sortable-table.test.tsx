import { expect } from 'chai'
import { act } from 'react'
import { SortableTable, type TableColumn } from '../../../src/components/table/sortable-table.tsx'
import { ThemeRoot } from '../../../src/styles/theme-root.tsx'
import { axeViolations, mount, unmountAll } from './mount.tsx'

interface FileRow {
  cid: string
  name: string
  size: number
}

const columns: TableColumn<FileRow>[] = [
  {
    id: 'name',
    header: 'File',
    render: (file) => file.name,
    compare: (a, b) => a.name.localeCompare(b.name),
    width: '2fr',
  },
  {
    id: 'size',
    header: 'Size',
    render: (file) => `${file.size} B`,
    compare: (a, b) => a.size - b.size,
    align: 'end',
  },
  { id: 'cid', header: 'CID', render: (file) => file.cid },
]

function files(count: number): FileRow[] {
  return Array.from({ length: count }, (_, index) => ({
    cid: `zDvZRwzm${index}`,
    name: `file-${String(index).padStart(5, '0')}.txt`,
    size: (index * 7919) % 100000,
  }))
}

describe('SortableTable in a shadow root', () => {
  afterEach(unmountAll)

  it('scrolls 10,000 rows with the header pinned and few rows in the DOM', async () => {
    const { shadow } = await mount(
      <ThemeRoot>
        <SortableTable
          label="Files"
          columns={columns}
          rows={files(10000)}
          rowKey={(file) => file.cid}
          rowHeight={40}
          maxHeight={400}
        />
      </ThemeRoot>,
    )
    const table = shadow.querySelector<HTMLElement>('[role="table"]')!
    expect(table.getBoundingClientRect().height).to.equal(400)
    expect(table.scrollHeight).to.equal(40 * 10000 + 40)
    await act(async () => {
      table.scrollTop = 40 * 6000
      table.dispatchEvent(new Event('scroll'))
    })
    const header = shadow.querySelector('.vault-table__head')!.getBoundingClientRect()
    expect(header.top).to.equal(table.getBoundingClientRect().top + 1)
    const rows = [...shadow.querySelectorAll('.vault-table__body [role="row"]')]
    expect(rows.length).to.be.below(30)
    const inView = rows.filter((row) => {
      const box = row.getBoundingClientRect()
      return box.top >= header.bottom - 1 && box.bottom <= table.getBoundingClientRect().bottom
    })
    expect(inView[0]!.textContent).to.contain('file-06000.txt')
  })

  for (const theme of ['light', 'dark'] as const) {
    it(`passes axe, sorted and empty, in the ${theme} theme`, async () => {
      const { host } = await mount(
        <ThemeRoot theme={theme}>
          <SortableTable
            label="Files"
            columns={columns}
            rows={files(30)}
            rowKey={(file) => file.cid}
            defaultSort={{ column: 'size', direction: 'descending' }}
          />
          <SortableTable label="Purchases" columns={columns} rows={[]} rowKey={(f) => f.cid} />
        </ThemeRoot>,
      )
      expect(await axeViolations(host)).to.deep.equal([])
    })
  }
})
