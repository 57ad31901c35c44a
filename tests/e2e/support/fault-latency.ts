// The fault matrix's slow-node cell for any list of sections: every section opened at once, each in
// a page of its own, against a node that takes 5 s over every answer, so a line's run waits for the
// slow node once rather than once per section.
//
// This cell runs at real speed on purpose (the fault matrix's only one): the delay is the
// simulator's own (no page clock can hurry a node), and 5 s is as long as a health poll and a third
// of the answer deadline, so the vault must wait out answers slower than its own cadence without
// calling them errors. A deadline or poll that gave up on them fails it (no data, or an error card).
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { main, type FaultSection } from './fault-sections.ts'
import { cell } from './fault-report.ts'
import type { DeclareCell } from './fault-cells.ts'

export const LATENCY_MS = 5_000

export function latencyCell(run: DeclareCell, sections: FaultSection[], line?: string): void {
  const label = (section: FaultSection) => (line ? `${section.name} (${line})` : section.name)
  const title = `${LATENCY_MS / 1000} s latency: every section waits, shows no error, then shows its data`
  run(title, async ({ page, sim, browser, baseURL, pageErrors }) => {
    test.setTimeout(60_000)
    for (const section of sections) await section.seed?.(sim)
    await sim.control('latency', { ms: LATENCY_MS })
    // Each page in its own context: a browser holds at most 6 connections per host and profile.
    const pages: Page[] = [page]
    while (pages.length < sections.length) {
      pages.push(await (await browser.newContext({ baseURL })).newPage())
    }
    for (const each of pages.slice(1)) each.on('pageerror', (error) => pageErrors.push(error))
    const started = Date.now()
    await Promise.all(
      sections.map((section, index) =>
        cell(`${LATENCY_MS / 1000} s latency`, label(section), async (saw) => {
          const tab = pages[index] as Page
          await tab.goto(section.path)
          // The slowest section waits four answers one after the other: the node's line (two on
          // a Logos Storage node, which is asked the Codex line first), whether it has a
          // marketplace, the purchase ids, then their details.
          await expect(section.shown(tab)).toBeVisible({ timeout: 40_000 })
          const seconds = (Date.now() - started) / 1000
          await expect(main(tab).getByRole('alert')).toHaveCount(0)
          saw.push(
            section.reads.length === 0
              ? 'shown at once (no node read)'
              : `its data after ${seconds.toFixed(0)} s, no error card`,
          )
        }),
      ),
    )
    expect(Date.now() - started).toBeGreaterThanOrEqual(LATENCY_MS)
    for (const each of pages.slice(1)) await each.context().close()
  })
}
