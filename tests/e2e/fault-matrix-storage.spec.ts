// The fault matrix on a Logos Storage node: the same cells (node down at start and while shown, a
// 500 and a malformed answer on each read) for every section that node serves, plus latency.
import { testOnLine } from './support/line-fixtures.ts'
import { FAULT_SECTIONS, sectionsWithoutMarketplace } from './support/fault-sections.ts'
import { faultCells, type DeclareCell } from './support/fault-cells.ts'
import { latencyCell } from './support/fault-latency.ts'

const test = testOnLine('storage')
const LINE = 'Logos Storage'
const SECTIONS = sectionsWithoutMarketplace(FAULT_SECTIONS)

test.describe.configure({ mode: 'default' })

const run: DeclareCell = (title, body) =>
  test(title, async ({ page, sim, request, browser, baseURL, pageErrors }) =>
    body({ page, sim, request, browser, baseURL, pageErrors }),
  )

faultCells(run, SECTIONS, LINE)
latencyCell(run, SECTIONS, LINE)
