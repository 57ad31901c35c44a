// Render cost of SortableTable with 10,000 rows against 100 rows, side by side in one Chromium run.
// Not part of `npm test` (timings are not tests). Run it with:
//   npx web-test-runner tests/browser/components/sortable-table.bench.tsx
import { expect } from 'chai'
import { act } from 'react'
import { SortableTable, type TableColumn } from '../../../src/components/table/sortable-table.tsx'
import { mount, unmountAll } from './mount.tsx'

interface Row {
  id: string
  name: string
  size: number
}

const columns: TableColumn<Row>[] = [
  {
    id: 'name',
    header: 'Name',
    render: (row) => row.name,
    compare: (a, b) => a.name.localeCompare(b.name),
  },
  {
    id: 'size',
    header: 'Size',
    render: (row) => String(row.size),
    compare: (a, b) => a.size - b.size,
  },
]

function rows(count: number): Row[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `row-${index}`,
    name: `file-${(index * 7919) % count}.bin`,
    size: (index * 31) % 1000,
  }))
}

const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!

/** Median time to mount and lay out, and to apply one header sort, over `runs` runs. */
async function measure(count: number, runs = 9) {
  const data = rows(count)
  const mounts: number[] = []
  const sorts: number[] = []
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now()
    const { shadow } = await mount(
      <SortableTable label="Bench" columns={columns} rows={data} rowKey={(row) => row.id} />,
    )
    shadow.querySelector('[role="table"]')!.getBoundingClientRect()
    mounts.push(performance.now() - started)
    const header = shadow.querySelector<HTMLButtonElement>('.vault-table__sort')!
    const sortStarted = performance.now()
    await act(async () => header.click())
    shadow.querySelector('[role="table"]')!.getBoundingClientRect()
    sorts.push(performance.now() - sortStarted)
    await unmountAll()
  }
  return { mount: median(mounts), sort: median(sorts) }
}

describe('SortableTable cost, 10,000 rows against 100', () => {
  it('stays within 3x', async () => {
    await measure(100, 3)
    const small = await measure(100)
    const large = await measure(10000)
    const ratios = { mount: large.mount / small.mount, sort: large.sort / small.sort }
    console.log(JSON.stringify({ small, large, ratios }))
    expect(ratios.mount).to.be.at.most(3)
    expect(ratios.sort).to.be.at.most(3)
  }).timeout(60000)
})
