import { expect, test } from './support/fixtures.ts'

test('a new user walks through onboarding to the dashboard, and lands there next time', async ({
  page,
}) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Hello, Welcome to Codex Vault' })).toBeVisible()
  await expect(page.getByText('without risk of censorship')).toBeVisible()
  await expect(page.getByText('alpha', { exact: true })).toBeVisible()

  await page.getByRole('button', { name: 'Legal Disclaimer' }).click()
  const disclaimer = page.getByRole('dialog', { name: 'Legal Disclaimer' })
  await expect(disclaimer).toContainText('provided as is')
  await page.keyboard.press('Escape')
  await expect(disclaimer).toBeHidden()

  await page.getByRole('link', { name: "Let's get started" }).click()
  await expect(page).toHaveURL(/\/onboarding-name$/)
  await expect(
    page.getByRole('heading', { name: "Let's get you setup. What do you want to be called?" }),
  ).toBeVisible()
  const next = page.getByRole('link', { name: 'Next' })
  await expect(next).toHaveAttribute('aria-disabled', 'true')
  await expect(page.getByRole('button', { name: /Account Emoji/ })).toHaveText('🤖')
  await page.getByRole('textbox', { name: 'Preferred name' }).fill('Ada')
  await expect(next).not.toHaveAttribute('aria-disabled', 'true')
  await next.click()

  await expect(page).toHaveURL(/\/onboarding-checks$/)
  await expect(page.getByRole('heading', { name: /Nice to meet you Ada/ })).toBeVisible()
  await expect(
    page.getByText('Ensure that port forwarding is enabled for your settings.'),
  ).toBeVisible()
  await expect(page.getByRole('listitem').filter({ hasText: 'Node connection' })).toContainText(
    'Success',
  )
  await page.getByRole('link', { name: 'Next' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()

  await page.goto('/')
  await expect(page).toHaveURL(/\/dashboard$/)
})

test('the step dots lead to each onboarding step', async ({ page }) => {
  await page.goto('/onboarding-checks')
  await page.getByRole('link', { name: 'Step 2: Your name' }).click()
  await expect(page).toHaveURL(/\/onboarding-name$/)
  await expect(page.getByRole('link', { name: 'Step 2: Your name' })).toHaveAttribute(
    'aria-current',
    'step',
  )
  await page.getByRole('link', { name: 'Step 1: Welcome' }).click()
  await expect(page.getByRole('heading', { name: 'Hello, Welcome to Codex Vault' })).toBeVisible()
})

test('the emoji picker replaces the robot and the choice survives a reload', async ({ page }) => {
  await page.goto('/onboarding-name')
  await page.getByRole('button', { name: /Account Emoji/ }).click()
  const search = page.locator('vault-emoji-picker input[type=search]')
  await expect(search).toBeFocused()
  await search.fill('rocket')
  await page.locator('vault-emoji-picker').getByRole('button', { name: '🚀' }).first().click()
  await expect(page.getByRole('button', { name: /Account Emoji/ })).toHaveText('🚀')
  await page.reload()
  await expect(page.getByRole('button', { name: /Account Emoji/ })).toHaveText('🚀')
})

test('an unknown path shows the not-found screen', async ({ page }) => {
  await page.goto('/dashboard/nowhere')
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  await page.getByRole('link', { name: 'Go to the dashboard' }).click()
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()
})
