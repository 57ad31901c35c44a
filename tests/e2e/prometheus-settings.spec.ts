// The Settings Monitoring card as a person fills it: addresses, the words for an address that cannot
// be used, and a basic-auth password kept apart like a node's (never in the address or the list);
// the addresses belong to the node list, so an exported list brings them to another browser.
import type { Browser, Page } from '@playwright/test'
import { readFile } from 'node:fs/promises'
import type { DemoServer } from '../../cli/serve/serve-demo.ts'
import { PASSWORD_IN_CLEAR } from '../../src/stores/nodes/list.ts'
import { expect, expectAccessible, test } from './support/fixtures.ts'
import { realServers } from './support/real-servers.ts'

let demo: DemoServer
const servers = realServers()

test.beforeAll(async ({ vaultServers }) => {
  demo = await servers.serve([{ name: 'Home node', url: vaultServers.simUrl }])
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
  // Plain http to another machine: the password would cross the network readable, as for a node.
  await expect(prometheus.getByRole('alert')).toHaveText(PASSWORD_IN_CLEAR)
  await expect(prometheus.getByRole('status')).toHaveText('')
  await prometheus.getByRole('button', { name: 'Save anyway' }).click()
  await expect(prometheus.getByRole('status')).toHaveText('Prometheus saved.')
  const alertmanager = page.getByRole('form', { name: 'Alertmanager' })
  await alertmanager.getByLabel('Alertmanager address').fill('http://alerts.example:9093')
  await alertmanager.getByRole('button', { name: 'Save Alertmanager' }).click()
  await expect(alertmanager.getByRole('status')).toHaveText('Alertmanager saved.')

  // Kept as the nodes' passwords are: under its own key, in no address and in no other value.
  const stored = await storedItems(page)
  expect(JSON.parse(stored['codex-monitoring-passwords'] ?? '{}')).toEqual({ prometheus: 's3cret' })
  expect(JSON.parse(stored['codex-node-list-monitoring'] ?? '{}')).toEqual({
    prometheus: { url: 'http://prometheus.example:9090', username: 'vault' },
    alertmanager: { url: 'http://alerts.example:9093' },
  })
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
  expect(JSON.parse(forgotten['codex-node-list-monitoring'] ?? '{}')).toEqual({
    alertmanager: { url: 'http://alerts.example:9093' },
  })
  await expectAccessible(second)
})

/** A fresh browser profile on the demo, failing on any uncaught error as the test's own page does. */
async function freshProfile(browser: Browser, errors: string[], before?: Record<string, string>) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 1024 } })
  if (before) {
    await context.addInitScript((items) => {
      if (localStorage.getItem('codex-test-seeded')) return
      for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value)
      localStorage.setItem('codex-test-seeded', '1')
    }, before)
  }
  const page = await context.newPage()
  page.on('pageerror', (error) => errors.push(error.message))
  return page
}

test('an exported node list brings its Prometheus and Alertmanager to another browser', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000)
  const prometheus = await openCard(page, 'Prometheus')
  await prometheus.getByLabel('Prometheus address').fill('http://prometheus.example:9090')
  await prometheus.getByLabel('Username').fill('vault')
  await prometheus.getByLabel('Password').fill('s3cret')
  await prometheus.getByRole('button', { name: 'Save Prometheus' }).click()
  await prometheus.getByRole('button', { name: 'Save anyway' }).click()
  await expect(prometheus.getByRole('status')).toHaveText('Prometheus saved.')
  const alertmanager = page.getByRole('form', { name: 'Alertmanager' })
  await alertmanager.getByLabel('Alertmanager address').fill('http://alerts.example:9093')
  await alertmanager.getByRole('button', { name: 'Save Alertmanager' }).click()
  await expect(alertmanager.getByRole('status')).toHaveText('Alertmanager saved.')

  await page.goto(`${demo.url}/dashboard/nodes`)
  await page.getByLabel('Include passwords (the file then holds them unencrypted)').check()
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export the node list' }).click()
  const exported = await readFile((await (await download).path())!, 'utf8')
  expect(JSON.parse(exported).monitoring).toEqual({
    prometheus: { url: 'http://prometheus.example:9090', username: 'vault', password: 's3cret' },
    alertmanager: { url: 'http://alerts.example:9093' },
  })

  const errors: string[] = []
  const elsewhere = await freshProfile(browser, errors)
  await elsewhere.goto(`${demo.url}/dashboard/nodes`)
  await elsewhere.getByLabel('Import a node list').setInputFiles({
    name: 'codex-vault-nodes.json',
    mimeType: 'application/json',
    buffer: Buffer.from(exported),
  })
  // Its node is listed there already (the page names it); the servers come with the list.
  await expect(
    elsewhere.getByText(
      'Imported 0 nodes and the Prometheus and Alertmanager addresses; 1 was skipped (already listed or not valid).',
    ),
  ).toBeVisible()
  const imported = await openCard(elsewhere, 'Prometheus')
  await expect(imported.getByLabel('Prometheus address')).toHaveValue(
    'http://prometheus.example:9090',
  )
  await expect(imported.getByLabel('Username')).toHaveValue('vault')
  await expect(imported.getByText('A password is kept: leave empty to keep it.')).toBeVisible()
  await expect(
    elsewhere.getByRole('form', { name: 'Alertmanager' }).getByLabel('Alertmanager address'),
  ).toHaveValue('http://alerts.example:9093')
  await expectAccessible(elsewhere)
  await elsewhere.context().close()
  expect(errors).toEqual([])
})

test('addresses this browser kept before move into the node list; one that is not an address is named', async ({
  browser,
}) => {
  const errors: string[] = []
  const page = await freshProfile(browser, errors, {
    'codex-prometheus-url': 'http://prometheus.example:9090',
    'codex-monitoring-usernames': '{"prometheus":"vault"}',
    'codex-alertmanager-url': 'alerts.example 9093',
  })
  const prometheus = await openCard(page, 'Prometheus')
  await expect(prometheus.getByLabel('Prometheus address')).toHaveValue(
    'http://prometheus.example:9090',
  )
  await expect(prometheus.getByLabel('Username')).toHaveValue('vault')
  const alertmanager = page.getByRole('form', { name: 'Alertmanager' })
  await expect(
    alertmanager.getByText(
      'The Alertmanager address this browser kept, “alerts.example 9093”, is not an http:// or https:// address: enter it again below.',
    ),
  ).toBeVisible()
  const stored = await storedItems(page)
  expect(stored['codex-prometheus-url']).toBeUndefined()
  expect(stored['codex-alertmanager-url']).toBe('alerts.example 9093')
  await expectAccessible(page)
  await page.context().close()
  expect(errors).toEqual([])
})
