// Faults x sections, from one table (support/fault-sections.ts): every section of <vault-app>
// under a node that is down, slow, failing or without its marketplace. Each cell checks what the
// user sees (the spec's error card, what stays on screen, Retry, recovery) and writes it down.
import { expect, test } from './support/fixtures.ts'
import { FAULT_SECTIONS, main } from './support/fault-sections.ts'
import { cell } from './support/fault-report.ts'
import {
  expectRecovery,
  faultCells,
  nextHealthPoll,
  open,
  reported,
  type DeclareCell,
} from './support/fault-cells.ts'
import { latencyCell } from './support/fault-latency.ts'

test.describe.configure({ mode: 'default' })

const run: DeclareCell = (title, body) =>
  test(title, async ({ page, sim, request, browser, baseURL, pageErrors }) =>
    body({ page, sim, request, browser, baseURL, pageErrors }),
  )

faultCells(run, FAULT_SECTIONS)
latencyCell(run, FAULT_SECTIONS)

/** The simulator's count of `GET <path>` (below the API prefix) since the test began. */
async function asked(sim: { url: string }, path: string): Promise<number> {
  const counts = (await (await fetch(`${sim.url}/_sim/requests`)).json()) as {
    byRoute: Record<string, number>
  }
  return counts.byRoute[`GET ${path}`] ?? 0
}

// A Codex node without persistence has no marketplace: each marketplace section says so calmly
// (what the node is and how it is started with one), with no error card, no Retry, no report.
const WITHOUT_MARKETPLACE = /runs without its marketplace: .*persistence/

for (const section of FAULT_SECTIONS.filter((each) => each.marketplace)) {
  test(`marketplace off: ${section.name}`, async ({ page, sim, request }) => {
    await cell('marketplace off (503)', section.name, async (saw) => {
      await section.seed?.(sim)
      await sim.control('marketplace', { enabled: false })
      await open(page, sim, section, true)
      if (section.name === 'Settings') {
        const line = main(page).getByRole('listitem').filter({ hasText: 'Marketplace' })
        await expect(line).toContainText('Not on this node')
        await expect(line).toContainText(WITHOUT_MARKETPLACE)
        saw.push('checklist `Marketplace Not on this node` with what the node is')
      } else {
        await expect(main(page).getByText(WITHOUT_MARKETPLACE)).toBeVisible()
        await expect(main(page).getByRole('button', { name: 'Retry' })).toHaveCount(0)
        saw.push('the node runs without its marketplace and is started with persistence; no Retry')
      }
      await expect(main(page).getByRole('alert')).toHaveCount(0)
      saw.push('no error card')
      await expect(page.getByRole('button', { name: /^Node: Marketplace off/ })).toBeVisible()
      saw.push('top bar `Node: Marketplace off`')
      const menu = page.getByRole('navigation', { name: 'Main' })
      await expect(menu.getByRole('link', { name: /Purchases\s*Not on this node/ })).toBeAttached()
      saw.push('side menu marks Purchases and Host')
      // One more health poll answered 503 while shown: a report would have been sent by it.
      const polls = await asked(sim, '/sales/slots')
      await nextHealthPoll(page)
      await expect.poll(() => asked(sim, '/sales/slots')).toBeGreaterThan(polls)
      await sim.control('marketplace', { enabled: true })
      await nextHealthPoll(page)
      await expectRecovery(page, section, saw, 'recovered by itself')
      // Checked last, once the page has read an answer after that poll's: its report, had it
      // made one, has been sent by now.
      expect(await reported(request, sim)).toEqual([])
      saw.push('nothing reported')
    })
  })
}
