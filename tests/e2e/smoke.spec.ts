import { expect, test } from './support/fixtures.ts'

test('the demo page loads the vault against the simulated node without a page error', async ({
  page,
}) => {
  await page.goto('/')
  await expect(page.locator('vault-app')).toBeAttached()
  const defined = await page.evaluate(() =>
    customElements.whenDefined('vault-app').then(() => true),
  )
  expect(defined).toBe(true)
})
