import type { Page } from '@playwright/test'
import { expect, expectAccessible } from './support/fixtures.ts'
import { testOnLine } from './support/line-fixtures.ts'

// A Codex node as the real one runs here: listening and announcing on 127.0.0.1 (--nat=none).
const test = testOnLine('codex-0.2.5', { announce: 'loopback' })

const ONLY_LOOPBACK =
  'The node announces only 127.0.0.1, an address of this computer: nodes on the internet cannot reach it.'

function check(page: Page, name: string) {
  return page.getByRole('listitem').filter({ hasText: name })
}

test('the health check says a loopback node announces only 127.0.0.1, not that its port is closed', async ({
  page,
}) => {
  await page.goto('/onboarding-checks')
  const port = check(page, 'Port forwarding')
  await expect(port).toContainText('Not on this node')
  await expect(port).toContainText(ONLY_LOOPBACK)
  await expect(port).not.toContainText('Warning')
  const report = page.getByRole('region', { name: 'Reachable from the internet?' })
  await expect(report.getByRole('status')).toHaveText(ONLY_LOOPBACK)
  await expect(report.getByText('It announces /ip4/127.0.0.1/tcp/8070.')).toBeVisible()
  await expect(report.getByText(/--listen-addrs=\/ip4\/0\.0\.0\.0\/tcp\/8070/)).toBeVisible()
  // What it said before: an echo service knocking on 127.0.0.1 and a port to forward.
  await expect(report).not.toContainText('echo service')
  await expect(report).not.toContainText('cannot be reached from the internet.')
  await expectAccessible(page)
})

test("the home page's connectivity card says the same, where it said it could not tell", async ({
  page,
}) => {
  await page.goto('/dashboard')
  await page.locator('vault-app').locator('.near-viewport--connectivity').scrollIntoViewIfNeeded()
  const card = page.getByRole('region', { name: 'Connectivity' })
  await expect(card.getByRole('status')).toHaveText(ONLY_LOOPBACK)
  await expect(card.getByText(/--nat=extip:<your public IP>/)).toBeVisible()
  await expectAccessible(page)
})
