// The fault matrix on a Logos Storage node: the same cells (node down at start and while shown, a
// 500 and a malformed answer on each read) for every section that node serves, plus latency.
import { expect } from './support/fixtures.ts'
import { testOnLine } from './support/line-fixtures.ts'
import { FAULT_SECTIONS, main, sectionsWithoutMarketplace } from './support/fault-sections.ts'
import { cell } from './support/fault-report.ts'
import { faultCells, open } from './support/fault-cells.ts'

const test = testOnLine('storage')
const LINE = 'Logos Storage'
const SECTIONS = sectionsWithoutMarketplace(FAULT_SECTIONS)

test.describe.configure({ mode: 'default' })

faultCells(
  (title, body) => test(title, async ({ page, sim, request }) => body({ page, sim, request })),
  SECTIONS,
  LINE,
)

for (const section of SECTIONS) {
  test(`5 s latency: ${section.name}`, async ({ page, sim }) => {
    test.setTimeout(60_000)
    await cell('5 s latency', `${section.name} (${LINE})`, async (saw) => {
      await section.seed?.(sim)
      await sim.control('latency', { ms: 5000 })
      const started = Date.now()
      await open(page, sim, section, false)
      await expect(section.shown(page)).toBeVisible({ timeout: 40_000 })
      saw.push(`its data after ${Math.round((Date.now() - started) / 1000)} s`)
      await expect(main(page).getByRole('alert')).toHaveCount(0)
      saw.push('no error card')
    })
  })
}
