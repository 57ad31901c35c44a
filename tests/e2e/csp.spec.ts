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

test('the CSP allows no inline style: a <style> or a style attribute the page adds is refused', async ({
  page,
  pageErrors,
}) => {
  const response = await page.goto('/dashboard/help')
  const policy = response?.headers()['content-security-policy'] ?? ''
  expect(policy).toMatch(/(^|; )style-src 'self'(;|$)/)
  expect(policy).not.toMatch(/(default|style)-src[^;]*unsafe-/)
  await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible()
  // The page's own CSS is a file on its origin (demo/index.css), which the policy allows.
  await expect(page.locator('body')).toHaveCSS('margin-top', '0px')
  const applied = await page.evaluate(() => {
    const style = document.createElement('style')
    style.textContent = 'body { margin-top: 13px }'
    document.head.append(style)
    const probe = document.createElement('div')
    probe.setAttribute('style', 'margin-top: 17px')
    document.body.append(probe)
    return [getComputedStyle(document.body).marginTop, getComputedStyle(probe).marginTop]
  })
  expect(applied).toEqual(['0px', '0px'])
  await expect
    .poll(() => pageErrors.filter((error) => /inline style/.test(error.message)).length)
    .toBe(2)
  pageErrors.splice(0)
})

test('the vault is styled under that CSP: adopted sheets in its shadow root, no <style>', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' })
  await page.goto('/dashboard')
  const download = page.getByRole('button', { name: 'Download', exact: true })
  await expect(download).toBeVisible()
  // The light theme's tokens (tokens.css) reach the theme root and the button's rules (button.css).
  await expect(page.locator('vault-app .vault-theme')).toHaveCSS(
    'background-color',
    'rgb(245, 246, 248)',
  )
  await expect(download).toHaveCSS('background-color', 'rgb(51, 70, 196)')
  await expect(download).toHaveCSS('padding-left', '16px')
  const sheets = await page.locator('vault-app').evaluate((app) => ({
    adopted: app.shadowRoot?.adoptedStyleSheets.length ?? 0,
    styleElements: app.shadowRoot?.querySelectorAll('style').length ?? -1,
  }))
  expect(sheets.adopted).toBeGreaterThan(3)
  expect(sheets.styleElements).toBe(0)
})

test('the emoji picker opens styled under that CSP, with no violation', async ({ page }) => {
  await page.goto('/onboarding-name')
  await page.getByRole('button', { name: /Account Emoji/ }).click()
  const picker = page.locator('vault-emoji-picker')
  await expect(picker.getByRole('button', { name: '😀' }).first()).toBeVisible()
  // emoji-mart's own rules: its :host box and its rounded search field.
  await expect(picker).toHaveCSS('height', '435px')
  await expect(picker.locator('input[type=search]')).toHaveCSS('border-top-left-radius', '10px')
  expect(await picker.evaluate((element) => element.shadowRoot?.querySelector('style'))).toBe(null)
})
