import { expect, test } from './support/fixtures.ts'
import type { Page } from '@playwright/test'

function check(page: Page, name: string) {
  return page.getByRole('listitem').filter({ hasText: name })
}

test('an invalid address is marked invalid and refresh does nothing', async ({ page }) => {
  await page.goto('/onboarding-checks')
  const address = page.getByRole('textbox', { name: 'Address' })
  await address.fill('not an address')
  await expect(address).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText('The address is not a valid URL.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Refresh' })).toBeDisabled()
  await expect(check(page, 'Node connection')).toContainText('Success')
})

test('typing an address with a port splits it into the port field', async ({ page, sim }) => {
  await page.goto('/onboarding-checks')
  const port = new URL(sim.url).port
  await page.getByRole('textbox', { name: 'Address' }).fill(`http://127.0.0.1:${port}`)
  await expect(page.getByRole('textbox', { name: 'Address' })).toHaveValue('http://127.0.0.1')
  await expect(page.getByRole('textbox', { name: 'Port' })).toHaveValue(port)
})

test('a wrong port fails the node connection and the right one succeeds', async ({ page, sim }) => {
  await page.goto('/onboarding-checks')
  const port = page.getByRole('textbox', { name: 'Port' })
  await expect(check(page, 'Node connection')).toContainText('Success')
  await port.fill('9')
  await page.getByRole('button', { name: 'Refresh' }).click()
  await expect(check(page, 'Node connection')).toContainText('Failed')
  await expect(page.getByRole('link', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true')
  await port.fill(new URL(sim.url).port)
  await page.getByRole('button', { name: 'Refresh' }).click()
  await expect(check(page, 'Node connection')).toContainText('Success')
})

test('port forwarding and marketplace pass on a healthy node', async ({ page }) => {
  await page.goto('/onboarding-checks')
  await expect(check(page, 'Port forwarding')).toContainText('Success')
  await expect(check(page, 'Marketplace')).toContainText('Success')
})

test('port forwarding warns and a marketplace that is off says so calmly', async ({
  page,
  sim,
}) => {
  await sim.control('faults', { method: 'GET', path: '/sales/slots', status: 503, times: 1000 })
  await sim.control('faults', { method: 'GET', path: '/debug/info', status: 500, times: 1000 })
  await page.goto('/onboarding-checks')
  await expect(check(page, 'Marketplace')).toContainText('Not on this node')
  await expect(check(page, 'Marketplace')).toContainText('runs without its marketplace')
  await expect(check(page, 'Port forwarding')).toContainText('Warning')
  await expect(check(page, 'Node connection')).toContainText('Success')
})

test('going offline marks the internet connection failed', async ({ page, context }) => {
  await page.goto('/onboarding-checks')
  await expect(check(page, 'Internet connection')).toContainText('Success')
  await context.setOffline(true)
  await expect(check(page, 'Internet connection')).toContainText('Failed')
  await context.setOffline(false)
  await expect(check(page, 'Internet connection')).toContainText('Success')
})

test('the node going down is marked, and the vault recovers by itself', async ({ page, sim }) => {
  await page.goto('/dashboard/settings')
  await expect(page.getByRole('button', { name: 'Node: Connected' })).toBeVisible()
  await sim.control('down')
  await expect(page.getByRole('button', { name: 'Node: Node down' })).toBeVisible({
    timeout: 12_000,
  })
  await expect(page.getByText('The node is not responding.')).toBeVisible()
  await expect(check(page, 'Node connection')).toContainText('Failed')
  await sim.control('up')
  await expect(page.getByRole('button', { name: 'Node: Connected' })).toBeVisible({
    timeout: 12_000,
  })
  await expect(page.getByText('The node is not responding.')).toBeHidden()
})

test('the Node indicator opens the settings', async ({ page }) => {
  await page.goto('/dashboard/help')
  await page.getByRole('button', { name: /^Node:/ }).click()
  await expect(page).toHaveURL(/\/dashboard\/settings$/)
  await expect(page.getByRole('heading', { name: 'Connection' })).toBeVisible()
})
