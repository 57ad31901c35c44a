import type { Locator, Page } from '@playwright/test'
import { expect, expectAccessible, test, type SimControl } from './support/fixtures.ts'

const GB = 1073741824

/** An availability made straight on the node, as another tool would. */
async function createOnNode(sim: SimControl, totalSize: number, duration: number) {
  const response = await fetch(`${sim.url}/api/codex/v1/sales/availability`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      totalSize: String(totalSize),
      duration: String(duration),
      minPricePerBytePerSecond: '1',
      totalCollateral: String(totalSize),
    }),
  })
  expect(response.status).toBe(201)
  return ((await response.json()) as { id: string }).id
}

const short = (id: string) => `${id.slice(0, 5)}…${id.slice(-5)}`

async function openWizard(page: Page) {
  await page.getByRole('button', { name: 'Create Availability' }).click()
  const dialog = page.getByRole('dialog', { name: 'Availability' })
  await expect(dialog.getByLabel('Total size', { exact: true })).toBeVisible()
  // The free space is read: the size field says how much at most.
  await expect(dialog.getByText(/^At most /)).toBeVisible()
  return dialog
}

/** Next twice (Sale, Confirmation), each after the stepper's 500 ms. */
async function confirm(dialog: Locator) {
  await dialog.getByRole('button', { name: 'Next' }).click()
  await expect(dialog.getByRole('heading', { name: /Confirm/ })).toBeVisible()
  await dialog.getByRole('button', { name: 'Next' }).click()
}

const table = (page: Page) => page.getByRole('table', { name: 'Availabilities' })
const chartTable = (page: Page) => page.getByRole('table', { name: 'Space by availability' })

test.describe('the host page', () => {
  test('creates an availability with a nickname for 3 months, then edits and renames it', async ({
    page,
  }) => {
    await page.goto('/dashboard/availabilities')
    await expect(page.getByRole('heading', { level: 1, name: 'Host' })).toBeVisible()
    await expect(table(page)).toContainText('No data available.')

    const dialog = await openWizard(page)
    await dialog.getByLabel('Total size', { exact: true }).fill('1')
    await dialog.getByLabel('Duration', { exact: true }).fill('3')
    await dialog.getByLabel('Duration unit').selectOption('months')
    await dialog.getByLabel('Nickname', { exact: true }).fill('photos')
    await expect(dialog.getByLabel('Total collateral')).toHaveValue(String(GB))
    await confirm(dialog)
    await expect(dialog.getByText('The new sale will appear in your sale list.')).toBeVisible()
    await dialog.getByRole('button', { name: 'Finish' }).click()
    await expect(dialog).toBeHidden()

    const row = table(page).getByRole('row', { name: /photos/ })
    await expect(row).toContainText('1.0 GB')
    await expect(row).toContainText('3 months')
    const chartRow = chartTable(page).getByRole('row', { name: /^photos \d/ })
    await expect(chartRow).toContainText('1.0 GB')
    await expect(chartRow).toContainText('3 months')
    await expect(page.locator('canvas')).toBeVisible()

    await row.getByRole('button', { name: 'Edit photos' }).click()
    const edit = page.getByRole('dialog', { name: 'Availability' })
    await expect(edit.getByLabel('Duration', { exact: true })).toHaveValue('3')
    await expect(edit.getByLabel('Duration unit')).toHaveValue('months')
    await expect(edit.getByLabel('Nickname', { exact: true })).toHaveValue('photos')
    await edit.getByLabel('Total size', { exact: true }).fill('2')
    await edit.getByLabel('Nickname', { exact: true }).fill('videos')
    await confirm(edit)
    await expect(edit.getByText('Success')).toBeVisible()
    await edit.getByRole('button', { name: 'Finish' }).click()

    await expect(table(page).getByRole('row', { name: /videos/ })).toContainText('2.0 GB')
    await page.reload()
    const renamed = table(page).getByRole('row', { name: /videos/ })
    await expect(renamed).toContainText('2.0 GB')
    await expect(renamed).toContainText('3 months')
    await expect(table(page)).not.toContainText('photos')
  })

  test('marks an oversized total size invalid until Use max size', async ({ page }) => {
    await page.goto('/dashboard/availabilities')
    const dialog = await openWizard(page)
    const size = dialog.getByLabel('Total size', { exact: true })
    await size.fill('900')
    await expect(size).toHaveAttribute('aria-invalid', 'true')
    await expect(
      dialog.getByText('The total size cannot exceed the space available.'),
    ).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Next' })).toBeDisabled()
    await dialog.getByRole('button', { name: 'Use max size' }).click()
    await expect(size).not.toHaveAttribute('aria-invalid', 'true')
    await expect(size).not.toHaveValue('900')
    await expect(dialog.getByRole('button', { name: 'Next' })).toBeEnabled()
    await expectAccessible(page)
  })

  test("shows simulated buyers' reservations under their availability once the clock moves", async ({
    page,
    sim,
  }) => {
    const id = await createOnNode(sim, GB, 86400)
    await page.goto('/dashboard/availabilities')
    const toggle = page.getByRole('button', { name: `Reservations of ${short(id)}` })
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByText("You don't have any reservation yet.")).toBeVisible()

    // A simulated buyer's request may match every 600 simulated seconds (seeded, 60 %): fifteen
    // chances leave no real odds of none, whatever earlier tests drew from the same simulator.
    await sim.control('clock/advance', { seconds: 9000 })
    const reservations = page.getByRole('table', { name: `Reservations of ${short(id)}` })
    // The page polls every 5 s: the reservations arrive without a reload.
    await expect(reservations).toBeVisible({ timeout: 15_000 })
    // More rows than the header: zero rows would pass a `not.toHaveCount(1)`.
    await expect.poll(() => reservations.getByRole('row').count()).toBeGreaterThan(1)
    await expect(reservations).toContainText(/\d+\.\d (KB|MB)/)
    await expect(chartTable(page)).toContainText('Slot')
    // Keyboard: the row closes again with Enter.
    await toggle.focus()
    await page.keyboard.press('Enter')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(reservations).toBeHidden()
  })

  test('shows the node refusing for quota on the error step, Back only, and comes back one step after a reload', async ({
    page,
    sim,
  }) => {
    await page.goto('/dashboard/availabilities')
    const dialog = await openWizard(page)
    await dialog.getByRole('button', { name: 'Use max size' }).click()
    await dialog.getByRole('button', { name: 'Next' }).click()
    await expect(dialog.getByRole('heading', { name: 'Confirm your new sale' })).toBeVisible()
    // Another tool takes 1 GB meanwhile: the page's free space is now stale, and the node says no.
    await createOnNode(sim, GB, 86400)
    await dialog.getByRole('button', { name: 'Next' }).click()
    const alert = dialog.getByRole('alert')
    await expect(alert).toContainText('Error when trying to create availability.')
    await expect(alert).toContainText('Not enough storage quota')
    await expect(dialog.getByRole('button', { name: 'Back' })).toBeEnabled()
    await expect(dialog.getByRole('button', { name: 'Finish' })).toBeDisabled()

    await page.reload()
    await page.getByRole('button', { name: 'Create Availability' }).click()
    await expect(
      page.getByRole('dialog', { name: 'Availability' }).getByRole('heading', {
        name: 'Confirm your new sale',
      }),
    ).toBeVisible()
  })

  test('is done with the keyboard alone and passes axe with the wizard open', async ({ page }) => {
    await page.goto('/dashboard/availabilities')
    await expect(table(page)).toContainText('No data available.')
    await page.getByRole('button', { name: 'Create Availability' }).focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Availability' })
    // The free space is read: the size field says how much at most.
    await expect(dialog.getByText(/^At most /)).toBeVisible()
    await expectAccessible(page)

    const tabTo = async (target: Locator) => {
      for (let presses = 0; presses < 30; presses++) {
        if (await target.evaluate((element) => element.matches(':focus'))) return
        await page.keyboard.press('Tab')
      }
      throw new Error('never reached by Tab')
    }
    await tabTo(dialog.getByLabel('Nickname', { exact: true }))
    await page.keyboard.type('keys')
    await tabTo(dialog.getByRole('button', { name: 'Next' }))
    await page.keyboard.press('Enter')
    await expect(dialog.getByRole('heading', { name: 'Confirm your new sale' })).toBeVisible()
    await tabTo(dialog.getByRole('button', { name: 'Next' }))
    await page.keyboard.press('Enter')
    await expect(dialog.getByText('The new sale will appear in your sale list.')).toBeVisible()
    await tabTo(dialog.getByRole('button', { name: 'Finish' }))
    await page.keyboard.press('Enter')
    await expect(dialog).toBeHidden()
    await expect(table(page).getByRole('row', { name: /keys/ })).toContainText('512.0 MB')
  })
})

test.describe('the host page in the dark theme', () => {
  test.use({ colorScheme: 'dark' })

  test('passes axe with a reservation open, the chart table and the wizard', async ({
    page,
    sim,
  }) => {
    const id = await createOnNode(sim, 2 * GB, 7 * 86400)
    await sim.control('clock/advance', { seconds: 3000 })
    await page.goto('/dashboard/availabilities')
    await page.getByRole('button', { name: `Reservations of ${short(id)}` }).click()
    await expect(page.getByRole('table', { name: `Reservations of ${short(id)}` })).toBeVisible()
    await expect(chartTable(page)).toContainText('Slot')
    await expectAccessible(page)
    await openWizard(page)
    await expectAccessible(page)
  })
})
