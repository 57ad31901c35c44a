// Faults x sections, from one table (support/fault-sections.ts): every section of <vault-app>
// under a node that is down, slow, failing or without its marketplace. Each cell checks what the
// user sees (the spec's error card, what stays on screen, Retry, recovery) and writes it down.
import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test, type SimControl } from './support/fixtures.ts'
import {
  errorCard,
  FAULT_SECTIONS,
  main,
  type FaultSection,
  type Read,
} from './support/fault-sections.ts'
import { cell } from './support/fault-report.ts'
import { dsnFor, messageOf, recordedEvents } from './support/sentry-ingest.ts'

const NETWORK_FAILURE = /Failed to fetch/
const MARKETPLACE_OFF = /Persistence is not enabled/
const PARSE_FAILURE = /JSON/
// Long enough for the 5 s health poll to notice the node, plus the refetch it starts.
const RECOVERY = { timeout: 15_000 }

test.describe.configure({ mode: 'default' })

async function open(page: Page, sim: SimControl, section: FaultSection, dsn: boolean) {
  if (dsn) {
    const value = dsnFor(sim)
    await page.addInitScript((key) => localStorage.setItem('codex-sentry-dsn', key), value)
  }
  await page.goto(section.path)
}

/**
 * Away through the side menu and back at once: the section's reads run again without a reload,
 * even though its stores are still mounted (they stay a moment after the last listener leaves).
 */
async function revisit(page: Page, section: FaultSection) {
  const menu = page.getByRole('navigation', { name: 'Main' })
  await menu.getByRole('link', { name: 'Help', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible()
  await menu.getByRole('link', { name: section.menu, exact: true }).click()
  await page.evaluate(() => window.dispatchEvent(new Event('focus')))
}

const failureOf = (page: Page, read: Read | undefined, message: RegExp) =>
  read?.failure ? read.failure(page, message) : errorCard(page, message)

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

const kept = (page: Page, section: FaultSection) => (section.kept ?? section.shown)(page)

async function reported(request: APIRequestContext, sim: SimControl): Promise<string[]> {
  return (await recordedEvents(request, sim)).map(messageOf)
}

/** The cell's common end: the section shows its data again and no error is left. */
async function expectRecovery(page: Page, section: FaultSection, saw: string[], how: string) {
  await expect(section.shown(page)).toBeVisible(RECOVERY)
  await expect(main(page).getByRole('alert')).toHaveCount(0)
  saw.push(how)
}

for (const section of FAULT_SECTIONS) {
  test(`node down at start: ${section.name}`, async ({ page, sim, request }) => {
    await cell('node down at start', section.name, async (saw) => {
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
      await sim.control('up')
      await expectRecovery(page, section, saw, 'recovered by itself')
    })
  })

  test(`node down while shown: ${section.name}`, async ({ page, sim }) => {
    await cell('node goes down while shown', section.name, async (saw) => {
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
      await sim.control('up')
      await expectRecovery(page, section, saw, 'recovered by itself')
    })
  })

  for (const read of section.reads) {
    for (const kind of ['500', 'malformed JSON'] as const) {
      test(`${kind} on ${read.path}: ${section.name}`, async ({ page, sim, request }) => {
        // 500s are reported (a DSN is set); malformed answers run without one: nothing is sent.
        const dsn = kind === '500'
        const body = `boom from ${read.path}`
        await cell(`${kind} on ${read.method} ${read.path}`, section.name, async (saw) => {
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
            await retry.click()
            saw.push('Retry')
          } else {
            await revisit(page, section)
          }
          await expectRecovery(page, section, saw, 'recovered')
        })
      })
    }
  }
}

for (const section of FAULT_SECTIONS.filter((each) => each.marketplace)) {
  test(`marketplace off: ${section.name}`, async ({ page, sim, request }) => {
    await cell('marketplace off (503)', section.name, async (saw) => {
      await section.seed?.(sim)
      await sim.control('marketplace', { enabled: false })
      await open(page, sim, section, true)
      const read = section.reads.find((each) => each.path !== '/spr') ?? section.reads[0]
      const failure = failureOf(page, read, MARKETPLACE_OFF)
      await expect(failure).toBeVisible()
      saw.push(`${read?.shows ?? 'error card'} (\`Persistence is not enabled\`)`)
      await expect(page.getByRole('button', { name: 'Node: Marketplace off' })).toBeVisible()
      saw.push('top bar `Node: Marketplace off`')
      // The marketplace check itself is a status, not a failure: only a read that failed reports.
      if (read?.path !== '/sales/slots') {
        await expect
          .poll(() => reported(request, sim))
          .toContainEqual(expect.stringMatching(MARKETPLACE_OFF))
        saw.push('reported')
      }
      await sim.control('marketplace', { enabled: true })
      const retry = main(page).getByRole('button', { name: 'Retry' }).first()
      if (await retry.isVisible()) {
        await retry.click()
        saw.push('Retry')
      }
      await expect(main(page).getByRole('alert')).toHaveCount(0, RECOVERY)
      await expect(failure).toHaveCount(0, RECOVERY)
      saw.push('recovered')
    })
  })
}
