import type { Page } from '@playwright/test'
import { expect } from './fixtures.ts'

/** The onboarding, as a first visit goes through it, to the dashboard (of the page at `url`). */
export async function onboard(page: Page, url = '/'): Promise<void> {
  await page.goto(url)
  await page.getByRole('link', { name: "Let's get started" }).click()
  await page.getByRole('textbox', { name: 'Preferred name' }).fill('Ada')
  await page.getByRole('link', { name: 'Next' }).click()
  await expect(page.getByRole('listitem').filter({ hasText: 'Node connection' })).toContainText(
    'Success',
  )
  await page.getByRole('link', { name: 'Next' }).click()
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()
}
