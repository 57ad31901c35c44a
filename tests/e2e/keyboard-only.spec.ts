import type { FileChooser, Locator, Page } from '@playwright/test'
import { expect, test } from './support/fixtures.ts'

/** Presses Tab until `target` has focus (at most `limit` times), checking each stop shows focus. */
async function tabTo(page: Page, target: Locator, limit = 60): Promise<void> {
  for (let step = 0; step < limit; step += 1) {
    await page.keyboard.press('Tab')
    if (await target.evaluate((element) => element.matches(':focus'))) {
      await expectVisibleFocus(target)
      return
    }
  }
  throw new Error(`Tab never reached ${String(target)}`)
}

/** A keyboard user sees where focus is: an outline or a box shadow on the focused control. */
async function expectVisibleFocus(target: Locator): Promise<void> {
  const ring = await target.evaluate((element) => {
    const style = getComputedStyle(element)
    return { outline: style.outlineStyle, width: style.outlineWidth, shadow: style.boxShadow }
  })
  const visible = (ring.outline !== 'none' && ring.width !== '0px') || ring.shadow !== 'none'
  expect(visible, `focus ring on ${String(target)}: ${JSON.stringify(ring)}`).toBe(true)
}

/**
 * Enter on the focused browse button opens the file chooser. On a loaded machine Chromium has
 * been seen to drop the first chooser event; a real failure fails every attempt.
 */
async function enterOpensFileChooser(page: Page): Promise<FileChooser> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const opened = page.waitForEvent('filechooser', { timeout: 5000 }).catch(() => null)
    await page.keyboard.press('Enter')
    const chooser = await opened
    if (chooser) return chooser
  }
  throw new Error('Enter on the browse button never opened the file chooser')
}

test.describe('with the keyboard alone', () => {
  test('onboarding, from the welcome screen to the dashboard', async ({ page }) => {
    await page.goto('/')
    await tabTo(page, page.getByRole('link', { name: "Let's get started" }))
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/onboarding-name$/)
    await tabTo(page, page.getByRole('textbox', { name: 'Preferred name' }))
    await page.keyboard.type('Ada')
    await tabTo(page, page.getByRole('link', { name: 'Next' }))
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/onboarding-checks$/)
    await expect(page.getByRole('listitem').filter({ hasText: 'Node connection' })).toContainText(
      'Success',
    )
    await tabTo(page, page.getByRole('link', { name: 'Next' }))
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()
  })

  test('an upload, from the browse button to the listed file', async ({ page }) => {
    await page.goto('/dashboard/files')
    const browse = page
      .getByRole('region', { name: 'Upload' })
      .getByRole('button', { name: /browse/ })
    await expect(browse).toBeVisible()
    await expect(page.getByRole('table', { name: 'Files' })).toBeVisible()
    await tabTo(page, browse)
    await expect(browse).toBeFocused()
    await (
      await enterOpensFileChooser(page)
    ).setFiles({ name: 'keys.txt', mimeType: 'text/plain', buffer: Buffer.from('typed') })
    await expect(page.getByText('File uploaded successfully')).toBeVisible()
    await expect(page.getByRole('table', { name: 'Files' }).getByText('keys.txt')).toBeVisible()
  })

  test('the log level, chosen and saved', async ({ page }) => {
    await page.goto('/dashboard/logs')
    const level = page.getByRole('combobox', { name: 'Log level' })
    await tabTo(page, level)
    await page.keyboard.press('ArrowDown')
    await expect(level).toHaveValue('NOTICE')
    await tabTo(page, page.getByRole('button', { name: 'Save' }))
    await page.keyboard.press('Enter')
    await expect(page.getByText('The log level has been updated successfully.')).toBeVisible()
  })
})
