import { expect, expectAccessible, test } from './support/fixtures.ts'

test('the open emoji picker is axe-clean, and its skin-tone menu works by keyboard in the shadow root', async ({
  page,
}) => {
  await page.goto('/onboarding-name')
  await page.getByRole('button', { name: /Account Emoji/ }).click()
  const picker = page.locator('vault-emoji-picker')
  await expect(picker.getByRole('button', { name: '😀' }).first()).toBeVisible()
  await expect(picker.getByRole('tablist', { name: 'Emoji categories' })).toBeVisible()
  await expectAccessible(page)

  const skinTones = picker.getByRole('button', { name: 'Choose default skin tone' })
  await expect(skinTones).toHaveAttribute('aria-expanded', 'false')
  await skinTones.focus()
  await page.keyboard.press('Enter')
  await expect(skinTones).toHaveAttribute('aria-expanded', 'true')
  await expect(picker.getByRole('radiogroup', { name: 'Choose default skin tone' })).toBeVisible()
  await expectAccessible(page)

  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('Enter')
  await expect(skinTones).toHaveAttribute('aria-expanded', 'false')
  await expect(skinTones.locator('.skin-tone-2')).toHaveCount(1)
  await expectAccessible(page)
})
