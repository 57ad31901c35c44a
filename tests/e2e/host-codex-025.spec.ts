import type { Locator, Page } from '@playwright/test'
import { localDateTimeText } from '../../src/lib/local-date-time.ts'
import { expect, expectAccessible } from './support/fixtures.ts'
import { testOnLine } from './support/line-fixtures.ts'

const test = testOnLine('codex-0.2.5')

const GB = 1073741824
const DAY = 86400

interface NodeAvailability {
  id: string
  totalSize: number
  duration: number
  minPricePerBytePerSecond: string
  totalCollateral: string
  enabled: boolean
  until: number
}

async function nodeAvailabilities(url: string): Promise<NodeAvailability[]> {
  return (await (await fetch(`${url}/api/codex/v1/sales/availability`)).json()) as never
}

/** Next twice (Sale, Confirmation), each after the stepper's 500 ms. */
async function confirm(dialog: Locator) {
  await dialog.getByRole('button', { name: 'Next' }).click()
  await expect(dialog.getByRole('heading', { name: /Confirm/ })).toBeVisible()
  await dialog.getByRole('button', { name: 'Next' }).click()
  await expect(dialog.getByText(/will appear in your sale list/)).toBeVisible()
  await dialog.getByRole('button', { name: 'Finish' }).click()
  await expect(dialog).toBeHidden()
}

const row = (page: Page) =>
  page.getByRole('table', { name: 'Availabilities' }).getByRole('row', { name: /archive/ })

test.describe('the host page on a Codex v0.2.5 node', () => {
  test('creates an availability with an end, stops it, edits only its price, and sees a reservation end', async ({
    page,
    sim,
  }) => {
    const until = Math.floor(Date.now() / 1000 / 60) * 60 + 60 * DAY
    await page.goto('/dashboard/availabilities')
    await expect(page.getByRole('heading', { level: 1, name: 'Host' })).toBeVisible()

    await page.getByRole('button', { name: 'Create Availability' }).click()
    const create = page.getByRole('dialog', { name: 'Availability' })
    // The free space is read: the size field says how much at most.
    await expect(create.getByText(/^At most /)).toBeVisible()
    await create.getByLabel('Total size', { exact: true }).fill('0.2')
    await create.getByLabel('Duration', { exact: true }).fill('30')
    await create.getByLabel('Duration unit').selectOption('days')
    await create.getByLabel('Until', { exact: true }).fill(localDateTimeText(until))
    await expect(create.getByRole('switch', { name: 'Enabled' })).toBeChecked()
    await create.getByLabel('Nickname', { exact: true }).fill('archive')
    await expectAccessible(page)
    await confirm(create)

    const [created] = await nodeAvailabilities(sim.url)
    expect(created).toMatchObject({ totalSize: Math.floor(0.2 * GB), enabled: true, until })
    const year = String(new Date(until * 1000).getFullYear())
    await expect(row(page)).toContainText(year)

    // Stop selling without deleting it.
    const enabled = row(page).getByRole('switch', { name: 'archive enabled' })
    await expect(enabled).toBeChecked()
    await enabled.click()
    await expect(enabled).not.toBeChecked()
    await expect(page.getByText('archive stopped selling; its slots carry on.')).toBeVisible()
    expect((await nodeAvailabilities(sim.url))[0]).toMatchObject({ enabled: false, until })

    // Edit only the price: the form shows the size as written, and the node gets the price alone.
    await row(page).getByRole('button', { name: 'Edit archive' }).click()
    const edit = page.getByRole('dialog', { name: 'Availability' })
    await expect(edit.getByLabel('Total size', { exact: true })).toHaveValue('0.2')
    await expect(edit.getByLabel('Until', { exact: true })).toHaveValue(localDateTimeText(until))
    await expect(edit.getByRole('switch', { name: 'Enabled' })).not.toBeChecked()
    await edit.getByLabel('Min price per byte per second').fill('5')
    const before = (await sim.control('requests')) as { byRoute: Record<string, number> }
    const patch = page.waitForRequest((request) => request.method() === 'PATCH')
    await confirm(edit)
    expect((await patch).postDataJSON()).toEqual({ minPricePerBytePerSecond: '5' })
    const after = (await sim.control('requests')) as { byRoute: Record<string, number> }
    const route = `PATCH /sales/availability/${created!.id}`
    expect((after.byRoute[route] ?? 0) - (before.byRoute[route] ?? 0)).toBe(1)
    // The node holds the new price and everything else as it was.
    expect((await nodeAvailabilities(sim.url))[0]).toEqual({
      ...created,
      minPricePerBytePerSecond: '5',
      enabled: false,
    })

    // Selling again, simulated buyers take slots: each reservation says when it ends.
    await enabled.click()
    await expect(enabled).toBeChecked()
    // The switch turns at the click; the buyers' next hour goes by only once the node sells again
    // (an advance before the PATCH landed passed every buyer by the disabled availability).
    await expect.poll(async () => (await nodeAvailabilities(sim.url))[0]?.enabled).toBe(true)
    await sim.control('clock/advance', { seconds: 6000 })
    // The buyers come as the simulator's market runs: the list is opened once one has a slot.
    const reservationsUrl = `${sim.url}/api/codex/v1/sales/availability/${created!.id}/reservations`
    await expect
      .poll(async () => ((await (await fetch(reservationsUrl)).json()) as unknown[]).length, {
        timeout: 15_000,
      })
      .toBeGreaterThan(0)
    await row(page).getByRole('button', { name: 'Reservations of archive' }).click()
    const reservations = page.getByRole('table', { name: 'Reservations of archive' })
    await expect(reservations.getByRole('columnheader', { name: 'Ends' })).toBeVisible({
      timeout: 15_000,
    })
    await expect(reservations.locator('tbody tr').first().locator('td').last()).toContainText(
      /\d{4}, \d{2}:\d{2}/,
    )
    await expectAccessible(page)
  })
})
