import { expect } from './support/fixtures.ts'
import { testOnLine } from './support/line-fixtures.ts'
import { openAnalytics, simulateDay } from './support/history-kit.ts'

const test = testOnLine('storage')

test('a Logos Storage node shows no marketplace series, and its own connections', async ({
  page,
  sim,
}) => {
  test.setTimeout(90_000)
  await page.clock.install({ time: new Date('2026-11-20T00:00:00Z') })
  await page.goto('/dashboard')
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  await page.clock.fastForward(6000)
  await simulateDay(page, sim, 8)
  await openAnalytics(page)
  const history = page.getByRole('region', { name: 'History' })
  await expect(history.getByRole('figure', { name: 'Storage' })).toBeVisible()
  const peers = history.getByRole('figure', { name: 'Peers' })
  await peers.getByText('Peers as a table').click()
  await expect(peers.getByRole('columnheader', { name: 'Connections' })).toBeVisible()
  await expect(history.getByRole('figure', { name: 'Space for sale' })).toHaveCount(0)
  await expect(history.getByRole('figure', { name: 'Marketplace' })).toHaveCount(0)
})
