import { expect, test } from './support/fixtures.ts'

test('the demo page loads the vault against the simulated node without a console error', async ({
  page,
}) => {
  const consoleErrors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text())
  })
  await page.goto('/')
  await expect(page.getByRole('link', { name: "Let's get started" })).toBeVisible()
  const defined = await page.evaluate(() =>
    customElements.whenDefined('vault-app').then(() => true),
  )
  expect(defined).toBe(true)
  await page.goto('/dashboard')
  await expect(page.getByRole('heading', { name: 'Dashboard' }).first()).toBeVisible()
  expect(consoleErrors).toEqual([])
})
