// A Prometheus the page cannot read, each way a person meets it, with real servers: one stopped,
// a wrong address (the node's own), one whose basic auth refuses the password, one whose CORS
// origin is another page's. Each gets a clear message under the charts, and the browser's own
// history is still drawn.
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { RunningServer } from '../../scripts/prometheus/servers.ts'
import type { DemoServer } from '../../cli/serve/serve-demo.ts'
import type { Page } from '@playwright/test'
import { prometheusProblem } from '../../src/api/prometheus.ts'
import type { LaunchedSimulator } from '../support/simulator.ts'
import { expect, expectAccessible, test } from './support/fixtures.ts'
import { openAnalytics } from './support/history-kit.ts'
import { realServers } from './support/real-servers.ts'

const NAME = 'Home node'
// bcrypt (cost 4) of "right-password", made once with Python's crypt(METHOD_BLOWFISH).
const HASH = '$2a$04$SAloSBjOU1fjh18ngMX0POO/bGzIREm1GbXWtLRQ6XWeTMJhcUMvG'

let node: LaunchedSimulator
let stopped: RunningServer
let locked: RunningServer
let narrowed: RunningServer
const servers = realServers()

const servePage = (prometheusUrl?: string): Promise<DemoServer> =>
  servers.serve([{ name: NAME, url: node.url }], { prometheusUrl })

test.beforeAll(async () => {
  test.setTimeout(60_000)
  node = await servers.node()
  const dir = await servers.folder('failures')
  const config = join(dir, 'prometheus.yml')
  await writeFile(config, 'global:\n  scrape_interval: 15s\n')
  await writeFile(join(dir, 'web.yml'), `basic_auth_users:\n  vault: ${HASH}\n`)
  stopped = await servers.prometheus(config)
  await stopped.close()
  locked = await servers.prometheus(config, {
    flags: [`--web.config.file=${join(dir, 'web.yml')}`],
  })
  narrowed = await servers.prometheus(config, {
    flags: ['--web.cors.origin=https://dashboard\\.example\\.org'],
  })
})

/** The message under the charts, the browser's own charts still there, nothing from Prometheus. */
async function expectBrowserHistoryWith(page: Page, message: string): Promise<void> {
  const history = page.getByRole('region', { name: 'History' })
  await expect(history.getByText(`${message} The charts show this browser's history.`)).toBeVisible(
    { timeout: 20_000 },
  )
  await expect(
    history
      .getByRole('figure', { name: 'Storage' })
      .getByText(/^(Points from this browser|No points in this range)$/),
  ).toBeVisible()
  await expect(history.getByRole('figure', { name: 'Peers' })).toBeVisible()
  await expect(history.getByText(/Points from Prometheus/)).toHaveCount(0)
  await expectAccessible(page)
}

test('a Prometheus that was stopped: it does not answer', async ({ page }) => {
  const demo = await servePage(stopped.url)
  await page.goto(`${demo.url}/dashboard/analytics`)
  await expectBrowserHistoryWith(page, prometheusProblem.down(stopped.url))
})

test("a wrong address, the node's own: no Prometheus there", async ({ page }) => {
  const demo = await servePage(node.url)
  await page.goto(`${demo.url}/dashboard/analytics`)
  await expectBrowserHistoryWith(page, prometheusProblem.notPrometheus(node.url))
})

test('a Prometheus whose CORS origin is another page: answers, but not to this page', async ({
  page,
}) => {
  const demo = await servePage(narrowed.url)
  await page.goto(`${demo.url}/dashboard/analytics`)
  await expectBrowserHistoryWith(page, prometheusProblem.noCors(narrowed.url, demo.url))
})

test('a Prometheus asking for a password, given the wrong one in Settings', async ({ page }) => {
  test.setTimeout(60_000)
  const demo = await servePage()
  await page.goto(`${demo.url}/dashboard/settings`)
  const card = page.getByRole('form', { name: 'Prometheus' })
  await card.getByLabel('Prometheus address').fill(locked.url)
  await card.getByLabel('Username').fill('vault')
  await card.getByLabel('Password').fill('wrong-password')
  await card.getByRole('button', { name: 'Save Prometheus' }).click()
  await expect(card.getByRole('status')).toHaveText('Prometheus saved.')
  await openAnalytics(page)
  await expectBrowserHistoryWith(page, prometheusProblem.noCorsWithAuth(locked.url, demo.url))
})
