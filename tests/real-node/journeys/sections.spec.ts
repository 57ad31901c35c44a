import { DASHBOARD_ROUTES } from '../../e2e/support/route-headings.ts'
import { expect, expectAccessible, test } from './real-fixtures.ts'

test('a new user walks through onboarding to the dashboard of the real node', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Hello, Welcome to Codex Vault' })).toBeVisible()
  await page.getByRole('link', { name: "Let's get started" }).click()
  await page.getByRole('textbox', { name: 'Preferred name' }).fill('Ada')
  await page.getByRole('link', { name: 'Next' }).click()
  await expect(page).toHaveURL(/\/onboarding-checks$/)
  await expect(page.getByRole('listitem').filter({ hasText: 'Node connection' })).toContainText(
    'Success',
  )
  await expectAccessible(page)
  await page.getByRole('link', { name: 'Next' }).click()
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()
  await expect(page.getByText('Codex 0.2.5', { exact: false }).first()).toBeVisible()
})

test('every section opens on the real node and passes axe', async ({ page }) => {
  for (const route of DASHBOARD_ROUTES) {
    await test.step(route.path, async () => {
      await page.goto(route.path)
      await expect(page.getByRole('heading', { name: route.heading, level: 1 })).toBeVisible()
      await expectAccessible(page)
    })
  }
})

test('the marketplace sections say calmly that the node runs without persistence', async ({
  page,
}) => {
  for (const path of ['/dashboard/purchases', '/dashboard/availabilities']) {
    await page.goto(path)
    await expect(page.getByText(/runs without its marketplace/).first()).toBeVisible()
  }
})
