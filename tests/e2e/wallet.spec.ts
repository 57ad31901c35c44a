import { expect, expectAccessible, test } from './support/fixtures.ts'

test.describe('the wallet page', () => {
  test('says it is demonstration data, keeps every action disabled and converts the value', async ({
    page,
  }) => {
    await page.goto('/dashboard/wallet')
    await expect(page.getByRole('heading', { level: 1, name: 'Wallet' })).toBeVisible()
    await expect(page.getByRole('note')).toContainText('Demonstration data')
    const actions = page.getByRole('list', { name: 'Wallet actions (not available yet)' })
    for (const name of ['Buy / Sell', 'Send', 'Swap', 'Bridge', 'Receive', 'Import', 'Refresh']) {
      await expect(actions.getByRole('button', { name })).toBeDisabled()
    }
    await expect(page.getByText('1540.00 USD')).toBeVisible()
    await page.getByRole('combobox', { name: 'Currency' }).selectOption('EUR')
    await expect(page.getByText('1466.54 EUR')).toBeVisible()
    await page.getByRole('combobox', { name: 'Currency' }).selectOption('ETH')
    await expect(page.getByText(/^0\.\d{8} ETH$/)).toBeVisible()
  })

  test('switches the asset tabs by keyboard and passes axe in both themes', async ({ page }) => {
    await page.goto('/dashboard/wallet')
    await page.getByRole('tab', { name: 'Tokens' }).focus()
    await expect(page.getByText('123,223 CDX').last()).toBeVisible()
    await page.keyboard.press('ArrowRight')
    await expect(page.getByRole('tab', { name: 'NFTs' })).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByText('You have no NFTs yet.')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Join Codex Discord' })).toHaveAttribute(
      'rel',
      /noopener/,
    )
    await expectAccessible(page)
    await page.emulateMedia({ colorScheme: 'dark' })
    await expectAccessible(page)
  })
})
