import { expect, test } from './support/fixtures.ts'

test.use({ viewport: { width: 700, height: 800 } })

test('on a narrow screen the menu opens with focus inside and gives it back on Escape', async ({
  page,
}) => {
  await page.goto('/dashboard')
  const opener = page.getByRole('button', { name: 'Open menu' })
  await opener.click()
  await expect(page.getByRole('button', { name: 'Close menu' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(opener).toBeFocused()
  await expect(page.getByRole('button', { name: 'Close menu' })).not.toBeInViewport()
})
