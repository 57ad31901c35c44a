import type { Page } from '@playwright/test'
import { expect, expectAccessible, test, type SimControl } from './support/fixtures.ts'

/** 300 KB: the node refuses smaller datasets for 3 nodes with tolerance 1 (2 x 64 KiB minimum). */
function dataset(name: string, size = 300 * 1024) {
  const buffer = Buffer.alloc(size)
  for (let index = 0; index < size; index += 1) buffer[index] = (index * 7 + name.length) & 255
  return { name, mimeType: 'application/octet-stream', buffer }
}

async function uploadThroughApi(sim: SimControl, name: string, size?: number): Promise<string> {
  const response = await fetch(`${sim.url}/api/codex/v1/data`, {
    method: 'POST',
    headers: { 'Content-Disposition': `attachment; filename="${name}"` },
    body: dataset(name, size).buffer,
  })
  return response.text()
}

const wizard = (page: Page) => page.getByRole('dialog', { name: 'Storage request' })
const next = (page: Page) => wizard(page).getByRole('button', { name: 'Next', exact: true })
const back = (page: Page) => wizard(page).getByRole('button', { name: 'Back', exact: true })

async function openWizard(page: Page) {
  await page.goto('/dashboard/purchases')
  await page.getByRole('button', { name: 'Storage Request' }).click()
  await expect(wizard(page)).toBeVisible()
}

async function chooseFile(page: Page, name: string) {
  await wizard(page).getByRole('combobox', { name: 'Choose a CID' }).fill(name)
  await wizard(page)
    .getByRole('option', { name: new RegExp(name) })
    .click()
}

const purchases = (page: Page) => page.getByRole('table', { name: 'Purchases' })

test.describe('buying storage', () => {
  test('creates a request for a file uploaded in the wizard and watches it reach finished', async ({
    page,
    sim,
  }) => {
    await openWizard(page)
    await expect(next(page)).toBeDisabled()
    await wizard(page).locator('input[type=file]').setInputFiles(dataset('report.bin'))
    await expect(wizard(page).getByText('File uploaded successfully')).toBeVisible()
    await expect(wizard(page).getByText(/Chosen CID: zDv/)).toBeVisible()
    await next(page).click()

    await expect(wizard(page).getByRole('radio', { name: 'Custom' })).toBeChecked()
    const summary = wizard(page).getByRole('region', { name: 'What this request means' })
    await expect(summary).toContainText('Size per slot256.0 KB')
    await expect(summary).toContainText('Total price67,947,724,800 tokens')
    await expect(summary).toContainText('Keeps the file while up to 1 of 3 hosts fail.')
    await expect(wizard(page).getByRole('note')).toContainText(
      /for the CID zDv\w{2}…\w{5} matching/,
    )
    await next(page).click()
    await expect(wizard(page).getByText('Your request is being processed.')).toBeVisible()
    await expect(back(page)).toBeDisabled()

    const row = purchases(page).getByRole('row').filter({ hasText: 'report.bin' })
    await expect(row).toContainText('1 day')
    await expect(row).toContainText(/pending|submitted/)
    await wizard(page).getByRole('button', { name: 'Finish' }).click()
    await expect(wizard(page)).toBeHidden()

    await sim.control('clock/advance', { seconds: 60 })
    await expect(row).toContainText('started', { timeout: 12_000 })
    await sim.control('clock/advance', { seconds: 86_400 + 60 })
    await expect(row.locator('[data-state="finished"]')).toBeVisible({ timeout: 12_000 })
  })

  test('shows a cancelled outcome with its error as a tooltip reachable by keyboard', async ({
    page,
    sim,
  }) => {
    await uploadThroughApi(sim, 'doomed.bin')
    await sim.control('marketplace', { nextOutcomes: ['cancelled'] })
    await openWizard(page)
    await chooseFile(page, 'doomed.bin')
    await next(page).click()
    await next(page).click()
    await wizard(page).getByRole('button', { name: 'Finish' }).click()
    await sim.control('clock/advance', { seconds: 400 })
    const row = purchases(page).getByRole('row').filter({ hasText: 'doomed.bin' })
    const state = row.locator('[data-state="cancelled"]')
    await expect(state).toBeVisible({ timeout: 12_000 })
    await row.locator('.vault-tooltip').focus()
    await expect(page.getByRole('tooltip')).toHaveText('Purchase cancelled due to timeout')
    await expectAccessible(page)
  })

  test('takes decimal durations, refuses zero and more than 7 days', async ({ page, sim }) => {
    await uploadThroughApi(sim, 'decimal.bin')
    await openWizard(page)
    await chooseFile(page, 'decimal.bin')
    await next(page).click()
    const duration = wizard(page).getByRole('spinbutton', { name: 'Full period of the contract' })
    await duration.fill('0')
    await expect(wizard(page).getByText('The value has to be more than 0.')).toBeVisible()
    await expect(next(page)).toBeDisabled()
    await duration.fill('10')
    await expect(
      wizard(page).getByText('The maximum value is on the current Testnet is 7 days'),
    ).toBeVisible()
    await expect(next(page)).toBeDisabled()
    await duration.fill('4.0')
    await expect(next(page)).toBeEnabled()
    await next(page).click()
    await expect(wizard(page).getByText('Your request is being processed.')).toBeVisible()
    await expect(purchases(page).getByRole('row').filter({ hasText: 'decimal.bin' })).toContainText(
      '4 days',
    )
  })

  test('re-selects presets, checks the constraint and walks every button', async ({
    page,
    sim,
  }) => {
    await uploadThroughApi(sim, 'walk.bin', 600 * 1024)
    await openWizard(page)
    await back(page).click()
    await expect(wizard(page)).toBeHidden()

    await page.getByRole('button', { name: 'Storage Request' }).click()
    await chooseFile(page, 'walk.bin')
    await next(page).click()
    await wizard(page).getByRole('radio', { name: 'Medium (Recommended)' }).check()
    const nodes = wizard(page).getByRole('spinbutton', { name: 'Number of storage nodes' })
    await expect(nodes).toHaveValue('4')
    await nodes.fill('5')
    await expect(wizard(page).getByRole('radio', { name: 'Custom' })).toBeChecked()
    await wizard(page).getByRole('spinbutton', { name: 'Proof request frequency' }).fill('4')
    await expect(wizard(page).getByRole('radio', { name: 'High' })).toBeChecked()
    await wizard(page).getByRole('spinbutton', { name: 'Failure node tolerated' }).fill('3')
    await expect(
      wizard(page).getByText('The data does not match Codex constraint').first(),
    ).toBeVisible()
    await expect(next(page)).toBeDisabled()
    await wizard(page).getByRole('spinbutton', { name: 'Failure node tolerated' }).fill('6')
    await expect(
      wizard(page).getByText('The tolerance cannot be greater than the nodes.'),
    ).toBeVisible()
    await wizard(page).getByRole('spinbutton', { name: 'Failure node tolerated' }).fill('2')

    // A completed step is a button back to it; Back returns too.
    await wizard(page)
      .getByRole('button', { name: /Select File/ })
      .click()
    await expect(wizard(page).getByRole('combobox', { name: 'Choose a CID' })).toBeVisible()
    await next(page).click()
    await back(page).click()
    await expect(wizard(page).getByRole('combobox', { name: 'Choose a CID' })).toBeVisible()
    await next(page).click()
    await next(page).click()
    await expect(wizard(page).getByText('Your request is being processed.')).toBeVisible()
    await expect(purchases(page).getByRole('row').filter({ hasText: 'walk.bin' })).toContainText(
      '5',
    )
  })

  test('removing the uploaded file clears the chosen cid', async ({ page }) => {
    await openWizard(page)
    await wizard(page).locator('input[type=file]').setInputFiles(dataset('removed.bin'))
    await expect(next(page)).toBeEnabled()
    await wizard(page).getByRole('button', { name: 'Close removed.bin' }).click()
    await expect(wizard(page).getByText(/Chosen CID/)).toBeHidden()
    await expect(next(page)).toBeDisabled()
  })

  test('a node error shows the error step with only Back, and Back returns to the criteria', async ({
    page,
    sim,
  }) => {
    await uploadThroughApi(sim, 'refused.bin')
    await sim.control('faults', {
      method: 'POST',
      path: '/storage/request/*',
      status: 500,
      body: 'Marketplace <script>alert(1)</script> unavailable',
    })
    await openWizard(page)
    await chooseFile(page, 'refused.bin')
    await next(page).click()
    await next(page).click()
    const alert = wizard(page).getByRole('alert')
    await expect(alert).toContainText('Error when trying to create storage request.')
    await expect(alert).toContainText('Marketplace <script>alert(1)</script> unavailable')
    await expect(wizard(page).getByRole('button', { name: 'Finish' })).toBeDisabled()
    await expect(back(page)).toBeEnabled()
    await page.reload()
    await page.getByRole('button', { name: 'Storage Request' }).click()
    await expect(wizard(page).getByRole('radio', { name: 'Custom' })).toBeVisible()
  })

  test('a reload mid-wizard resumes at the same step with the same values', async ({
    page,
    sim,
  }) => {
    await uploadThroughApi(sim, 'resume.bin')
    await openWizard(page)
    await chooseFile(page, 'resume.bin')
    await next(page).click()
    await wizard(page).getByRole('spinbutton', { name: 'Request expiration in minutes' }).fill('9')
    await page.reload()
    await page.getByRole('button', { name: 'Storage Request' }).click()
    await expect(
      wizard(page).getByRole('spinbutton', { name: 'Request expiration in minutes' }),
    ).toHaveValue('9')
    await expect(wizard(page).getByText(/for the CID zDv/)).toBeVisible()
  })

  test('the whole wizard works from the keyboard, and is axe-clean open', async ({ page, sim }) => {
    await uploadThroughApi(sim, 'keys.bin')
    await page.goto('/dashboard/purchases')
    const opener = page.getByRole('button', { name: 'Storage Request' })
    await opener.focus()
    await page.keyboard.press('Enter')
    await expect(wizard(page)).toBeVisible()
    await expectAccessible(page)
    const combobox = wizard(page).getByRole('combobox', { name: 'Choose a CID' })
    await combobox.focus()
    await page.keyboard.type('keys')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await expect(wizard(page).getByText(/Chosen CID: zDv/)).toBeVisible()
    await next(page).focus()
    await page.keyboard.press('Enter')
    await expect(wizard(page).getByRole('radio', { name: 'Custom' })).toBeVisible()
    await expectAccessible(page)
    await wizard(page).getByRole('radio', { name: 'Custom' }).focus()
    await page.keyboard.press('ArrowRight')
    await expect(wizard(page).getByRole('radio', { name: 'Low' })).toBeChecked()
    await next(page).focus()
    await page.keyboard.press('Enter')
    await expect(wizard(page).getByText('Your request is being processed.')).toBeVisible()
    await wizard(page).getByRole('button', { name: 'Finish' }).focus()
    await page.keyboard.press('Enter')
    await expect(wizard(page)).toBeHidden()
    await expect(opener).toBeFocused()
    await expect(purchases(page).getByRole('row').filter({ hasText: 'keys.bin' })).toBeVisible()
  })
})
