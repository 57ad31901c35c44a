import { expect } from 'chai'
import { act } from 'react'
import { SortableTable, type TableColumn } from '../../../src/components/table/sortable-table.tsx'
import { ThemeRoot } from '../../../src/styles/theme-root.tsx'
import { waitFor } from '../elements/helpers.ts'
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

/** The media query of a phone (the spec's 800 px), which the test browsers' 800 px window meets. */
const PHONE = '(max-width: 800px)'

describe('SortableTable in a shadow root', () => {
  // A wide screen for these: the rows side by side (the stacked rows' chunk never loads here).
  const realMatchMedia = globalThis.matchMedia
  before(() => {
    globalThis.matchMedia = ((media: string) => ({ media, matches: false })) as typeof matchMedia
  })
  after(() => {
    globalThis.matchMedia = realMatchMedia
  })
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

describe('SortableTable on a phone (a screen of 800 px or less)', () => {
  afterEach(unmountAll)

  it('stacks each row: its first cell on a line, the others labelled, the actions across, nothing sideways', async () => {
    // This browser's window is wider than a phone: there is nothing stacked to see.
    if (!matchMedia(PHONE).matches) return
    const withActions: TableColumn<FileRow>[] = [
      ...columns,
      {
        id: 'actions',
        header: 'Actions',
        wide: true,
        render: (file) => <button type="button">Delete {file.name}</button>,
      },
    ]
    const { host, shadow } = await mount(
      <ThemeRoot>
        <div style={{ width: 320 }}>
          <SortableTable
            label="Files"
            columns={withActions}
            rows={files(50)}
            rowKey={(file) => file.cid}
            rowHeight={40}
            maxHeight={400}
          />
        </div>
      </ThemeRoot>,
    )
    const table = await waitFor(() => shadow.querySelector<HTMLElement>('[role="table"]'))
    const row = await waitFor(() => shadow.querySelector('.vault-table__body [role="row"]'))
    // Four cells and a wide one: the first and the actions a line each, two in a pair: 3 lines.
    expect(row.getBoundingClientRect().height).to.equal(16 + 3 * 44)
    expect(table.scrollWidth).to.be.at.most(table.clientWidth)
    const [name, size] = [...row.querySelectorAll('[role="cell"]')]
    // Chromium and WebKit say the label itself, Firefox the rule that makes it.
    expect(getComputedStyle(size!, '::before').content).to.be.oneOf(['"Size"', 'attr(data-label)'])
    expect(getComputedStyle(name!, '::before').content).to.equal('none')
    const box = table.getBoundingClientRect()
    for (const element of [name!, row.querySelector('button')!]) {
      const { left, right } = element.getBoundingClientRect()
      expect(left).to.be.at.least(box.left)
      expect(right).to.be.at.most(box.right)
    }
    // Every sort button is in the header still.
    expect(shadow.querySelectorAll('.vault-table__sort').length).to.equal(2)
    expect(await axeViolations(host)).to.deep.equal([])
  })
})
