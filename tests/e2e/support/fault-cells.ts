// The fault matrix's cells (node down at start, node down while shown, a 500 and a malformed
// answer on each read) for any list of sections, so every node line runs the same cells.
import type { APIRequestContext, Browser, Page } from '@playwright/test'
import { expect, type SimControl } from './fixtures.ts'
import { errorCard, main, type FaultSection, type Read } from './fault-sections.ts'
import { cell } from './fault-report.ts'
import { dsnFor, messageOf, recordedEvents } from './sentry-ingest.ts'
import { DEDUPE_MS, HEALTH_INTERVAL } from '../../../src/stores/cadences.ts'

export interface CellArgs {
  page: Page
  sim: SimControl
  request: APIRequestContext
  browser: Browser
  baseURL: string | undefined
  pageErrors: Error[]
}

/** Declares one test; each spec passes its own `test` (the run's node, or another line's). */
export type DeclareCell = (title: string, body: (args: CellArgs) => Promise<void>) => void

export const NETWORK_FAILURE = /Failed to fetch/
const PARSE_FAILURE = /JSON/
// Long enough for the 5 s health poll to notice the node, plus the refetch it starts.
export const RECOVERY = { timeout: 15_000 }

export async function open(page: Page, sim: SimControl, section: FaultSection, dsn: boolean) {
  if (dsn) {
    const value = dsnFor(sim)
    await page.addInitScript((key) => localStorage.setItem('codex-sentry-dsn', key), value)
  }
  // The page's clock flows as usual, and a cell moves it on where it would otherwise sit out the
  // vault's own cadence (the dedupe window, the health poll): what is checked is the vault's
  // answer to the fault, not that the cadence is 2 s or 5 s (query and status unit tests hold that).
  await page.clock.install()
  await page.goto(section.path)
}

/**
 * The next health poll, now: the clock moves on by one interval, so the poll that is due fires (and
 * with it every other timer due by then), instead of the cell waiting up to 5 s for it.
 */
export async function nextHealthPoll(page: Page): Promise<void> {
  await page.clock.fastForward(HEALTH_INTERVAL)
}

/** The node comes back and the page's next health poll asks at once: it notices by itself. */
export async function nodeBack(page: Page, sim: SimControl): Promise<void> {
  await sim.control('up')
  await nextHealthPoll(page)
}

/**
 * Away through the side menu and back once the dedupe window has passed (a view shown again asks
 * only then): the section's reads run again without a reload, even though its stores are still
 * mounted (they stay a moment after the last listener leaves).
 */
async function revisit(page: Page, section: FaultSection) {
  const menu = page.getByRole('navigation', { name: 'Main' })
  await menu.getByRole('link', { name: 'Help', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible()
  await page.clock.fastForward(DEDUPE_MS)
  await menu.getByRole('link', { name: section.menu, exact: true }).click()
}

export const failureOf = (page: Page, read: Read | undefined, message: RegExp) =>
  read?.failure ? read.failure(page, message) : errorCard(page, message)

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

const kept = (page: Page, section: FaultSection) => (section.kept ?? section.shown)(page)

export async function reported(request: APIRequestContext, sim: SimControl): Promise<string[]> {
  return (await recordedEvents(request, sim)).map(messageOf)
}

/** The cell's common end: the section shows its data again and no error is left. */
export async function expectRecovery(
  page: Page,
  section: FaultSection,
  saw: string[],
  how: string,
) {
  await expect(section.shown(page)).toBeVisible(RECOVERY)
  await expect(main(page).getByRole('alert')).toHaveCount(0)
  saw.push(how)
}

/**
 * Every common cell for `sections`; `line` names the node line in the table's section column
 * ("Home (Logos Storage)") when it is not the run's default node.
 */
export function faultCells(run: DeclareCell, sections: FaultSection[], line?: string): void {
  const label = (section: FaultSection) => (line ? `${section.name} (${line})` : section.name)
  for (const section of sections) {
    run(`node down at start: ${section.name}`, async ({ page, sim, request }) => {
      await cell('node down at start', label(section), async (saw) => {
        await section.seed?.(sim)
        await sim.control('down')
        // With a DSN: a node that cannot be reached (502) is not a bug, nothing is reported.
        await open(page, sim, section, true)
        await expect(page.getByRole('button', { name: 'Node: Node down' })).toBeVisible()
        saw.push('Node down in the top bar')
        const read = section.reads[0]
        if (read) {
          const failure = failureOf(page, read, NETWORK_FAILURE)
          await expect(failure).toBeVisible()
          saw.push(`${read.shows ?? 'error card'} (\`Failed to fetch\`)`)
          if (!read.failure) {
            await expect(failure.getByRole('button', { name: 'Retry' })).toBeVisible()
            saw.push('Retry')
          }
        } else {
          await expect(section.shown(page)).toBeVisible()
          saw.push('page unchanged (no node read)')
        }
        expect(await reported(request, sim)).toEqual([])
        saw.push('nothing reported (502)')
        await nodeBack(page, sim)
        await expectRecovery(page, section, saw, 'recovered by itself')
      })
    })

    run(`node down while shown: ${section.name}`, async ({ page, sim }) => {
      await cell('node goes down while shown', label(section), async (saw) => {
        await section.seed?.(sim)
        await open(page, sim, section, false)
        await expect(section.shown(page)).toBeVisible()
        await sim.control('down')
        await revisit(page, section)
        await expect(page.getByRole('button', { name: 'Node: Node down' })).toBeVisible()
        await expect(page.getByText('The node is not responding.')).toBeVisible()
        saw.push('banner `The node is not responding.`')
        await expect(kept(page, section)).toBeVisible()
        saw.push('last data kept')
        const read = section.reads[0]
        if (read && !read.failure) {
          await expect(errorCard(page, NETWORK_FAILURE)).toContainText('not current')
          saw.push('error card `Failed to fetch`, marked not current, Retry')
        }
        await nodeBack(page, sim)
        await expectRecovery(page, section, saw, 'recovered by itself')
      })
    })

    for (const read of section.reads) {
      for (const kind of ['500', 'malformed JSON'] as const) {
        run(`${kind} on ${read.path}: ${section.name}`, async ({ page, sim, request }) => {
          // 500s are reported (a DSN is set); malformed answers run without one: nothing is sent.
          const dsn = kind === '500'
          const body = `boom from ${read.path}`
          await cell(`${kind} on ${read.method} ${read.path}`, label(section), async (saw) => {
            await section.seed?.(sim)
            await open(page, sim, section, dsn)
            await expect(section.shown(page)).toBeVisible()
            await read.open?.(page)
            await sim.control('faults', {
              method: read.method,
              path: read.path,
              times: 1000,
              ...(kind === '500'
                ? { status: 500, body, contentType: 'text/plain' }
                : { malformed: true }),
            })
            await revisit(page, section)
            await read.open?.(page)
            const message = kind === '500' ? new RegExp(escapeRegExp(body)) : PARSE_FAILURE
            const failure = failureOf(page, read, message)
            await expect(failure).toBeVisible(RECOVERY)
            saw.push(
              `${read.shows ?? 'error card'} (${kind === '500' ? 'the body' : 'the parse message'})`,
            )
            await expect(kept(page, section)).toBeVisible()
            saw.push('last data kept')
            if (!read.failure) {
              await expect(failure).toContainText('not current')
              saw.push('marked not current')
            }
            if (dsn) {
              await expect
                .poll(() => reported(request, sim))
                .toContainEqual(expect.stringMatching(message))
              saw.push('reported')
            } else {
              expect(await reported(request, sim)).toEqual([])
              saw.push('nothing reported (no DSN)')
            }
            await sim.control('faults/clear')
            const retry = main(page).getByRole('button', { name: 'Retry' }).first()
            if (await retry.isVisible()) {
              // The page's next poll may answer first and take the button away before the click.
              const clicked = await retry.click({ timeout: 3_000 }).then(
                () => true,
                () => false,
              )
              saw.push(clicked ? 'Retry' : 'recovered by the next poll before Retry')
            } else {
              await revisit(page, section)
            }
            await expectRecovery(page, section, saw, 'recovered')
          })
        })
      }
    }
  }
}
