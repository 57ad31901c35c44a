// The Settings Monitoring card as a person fills it: addresses, the words for an address that cannot
// be used, and a basic-auth password kept apart like a node's (never in the address or the list).
import type { Page } from '@playwright/test'
import type { DemoServer } from '../../scripts/serve-demo.ts'
import { expect, expectAccessible, test } from './support/fixtures.ts'
import { realServers } from './support/real-servers.ts'

let demo: DemoServer
const servers = realServers()

test.beforeAll(async () => {
  demo = await servers.serve([{ name: 'Home node', url: process.env.VAULT_SIM_URL ?? '' }])
})

const storedItems = (page: Page) =>
  page.evaluate(() => Object.fromEntries(Object.entries(localStorage)))

async function openCard(page: Page, kind: 'Prometheus' | 'Alertmanager') {
  await page.goto(`${demo.url}/dashboard/settings`)
  const monitoring = page.getByRole('region', { name: 'Monitoring' })
  await expect(monitoring).toBeVisible()
  return monitoring.getByRole('form', { name: kind })
}

test('addresses are checked, saved, and the password kept apart like a node’s', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000)
  const prometheus = await openCard(page, 'Prometheus')
  const address = prometheus.getByLabel('Prometheus address')
  const save = prometheus.getByRole('button', { name: 'Save Prometheus' })

  await address.fill('ftp://prometheus.example:9090')
  await expect(prometheus.getByText('Enter an http:// or https:// address.')).toBeVisible()
  await expect(save).toBeDisabled()
  await address.fill('http://vault:s3cret@prometheus.example:9090')
  await expect(
    prometheus.getByText('Put the username and password in their fields, not in the address.'),
  ).toBeVisible()
  await expect(save).toBeDisabled()
  await expectAccessible(page)

  await address.fill('http://prometheus.example:9090')
  await prometheus.getByLabel('Username').fill('vault')
  await prometheus.getByLabel('Password').fill('s3cret')
  await save.click()
  await expect(prometheus.getByRole('status')).toHaveText('Prometheus saved.')
  const alertmanager = page.getByRole('form', { name: 'Alertmanager' })
  await alertmanager.getByLabel('Alertmanager address').fill('http://alerts.example:9093')
  await alertmanager.getByRole('button', { name: 'Save Alertmanager' }).click()
  await expect(alertmanager.getByRole('status')).toHaveText('Alertmanager saved.')

  // Kept as the nodes' passwords are: under its own key, in no address and in no other value.
  const stored = await storedItems(page)
  expect(JSON.parse(stored['codex-monitoring-passwords'] ?? '{}')).toEqual({ prometheus: 's3cret' })
  expect(stored['codex-prometheus-url']).toBe('http://prometheus.example:9090')
  expect(stored['codex-alertmanager-url']).toBe('http://alerts.example:9093')
  const elsewhere = Object.entries(stored).filter(
    ([key, value]) => key !== 'codex-monitoring-passwords' && value.includes('s3cret'),
  )
  expect(elsewhere.map(([key]) => key)).toEqual([])

  // Another tab of the same profile: the values are there, the password field empty but kept.
  const second = await context.newPage()
  const again = await openCard(second, 'Prometheus')
  await expect(again.getByLabel('Prometheus address')).toHaveValue('http://prometheus.example:9090')
  await expect(again.getByLabel('Username')).toHaveValue('vault')
  await expect(again.getByLabel('Password')).toHaveValue('')
  await expect(again.getByText('A password is kept: leave empty to keep it.')).toBeVisible()
  await again.getByRole('button', { name: 'Save Prometheus' }).click()
  await expect(again.getByRole('status')).toHaveText('Prometheus saved.')
  const kept = await storedItems(second)
  expect(JSON.parse(kept['codex-monitoring-passwords'] ?? '{}')).toEqual({ prometheus: 's3cret' })

  // An empty address stops using Prometheus and forgets its username and password.
  await again.getByLabel('Prometheus address').fill('')
  await again.getByRole('button', { name: 'Save Prometheus' }).click()
  await expect(again.getByText('A password is kept: leave empty to keep it.')).toHaveCount(0)
  const forgotten = await storedItems(second)
  expect(forgotten['codex-monitoring-passwords'] ?? '{}').not.toContain('s3cret')
  expect(forgotten['codex-alertmanager-url']).toBe('http://alerts.example:9093')
  await expectAccessible(second)
})
