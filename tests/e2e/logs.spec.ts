import { expect, expectAccessible, test } from './support/fixtures.ts'

test.describe('the log page', () => {
  test('sets the log level and says so, or says why not in the node words', async ({
    page,
    sim,
  }) => {
    await page.goto('/dashboard/logs')
    await expect(page.getByRole('heading', { level: 1, name: 'Log' })).toBeVisible()
    await page.getByRole('combobox', { name: 'Log level' }).selectOption('WARN')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('The log level has been updated successfully.')).toBeVisible()

    await sim.control('faults', {
      method: 'POST',
      path: '/debug/chronicles/loglevel',
      status: 500,
      body: 'Unable to set <b>level</b>',
    })
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(
      page.getByText('Error when trying to update: Unable to set <b>level</b>'),
    ).toBeVisible()
  })

  test('shows the debug info as text, keyboard-reachable, and passes axe', async ({ page }) => {
    await page.goto('/dashboard/logs')
    const json = page.getByLabel('Debug info as JSON')
    await expect(json).toContainText('"announceAddresses"')
    await page.getByRole('button', { name: 'Copy the debug info' }).focus()
    await page.keyboard.press('Tab')
    await expect(page.getByText('Node debug info', { exact: true })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(json).toBeFocused()
    await expectAccessible(page)
  })

  test('says when the debug info cannot be read and recovers on Retry', async ({ page, sim }) => {
    await sim.control('faults', {
      method: 'GET',
      path: '/debug/info',
      status: 500,
      times: 3,
      body: 'nope',
    })
    await page.goto('/dashboard/logs')
    const alert = page.getByRole('alert').filter({ hasText: 'Cannot retrieve the data.' })
    await expect(alert).toContainText('nope')
    await sim.control('reset')
    await alert.getByRole('button', { name: 'Retry' }).click()
    await expect(page.getByLabel('Debug info as JSON')).toContainText('"announceAddresses"')
  })
})
