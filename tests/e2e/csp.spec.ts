import { expect, test } from './support/fixtures.ts'

test('the demo is served with a CSP that allows no inline or eval script, and the vault runs under it', async ({
  page,
  pageErrors,
}) => {
  const response = await page.goto('/dashboard/help')
  const policy = response?.headers()['content-security-policy'] ?? ''
  expect(policy).toContain("script-src 'self'")
  expect(policy).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/)
  await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible()
  const blocked = await page.evaluate(() => {
    const script = document.createElement('script')
    script.textContent = 'window.__inlineRan = true'
    document.head.append(script)
    return (window as { __inlineRan?: boolean }).__inlineRan === true
  })
  expect(blocked).toBe(false)
  // The refusal is reported, which is how every other test would notice a violation of the vault's.
  await expect
    .poll(() => pageErrors.map((error) => error.message).join())
    .toContain('Content Security Policy')
  pageErrors.splice(0)
})
