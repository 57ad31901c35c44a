// A Logos Storage node has no marketplace: every route of the vault works against it, the
// marketplace sections say what the node is (no error card, no retry), and not one request goes to
// a marketplace route, counted at the simulator.
import { expect, expectAccessible } from './support/fixtures.ts'
import { testOnLine } from './support/line-fixtures.ts'

const test = testOnLine('storage')

const NOTICE =
  /Logos Storage \d+\.\d+\.\d+ has no marketplace: buying and selling storage needs a Codex marketplace node\./

const ROUTES = [
  { path: '/dashboard', heading: 'Dashboard' },
  { path: '/dashboard/files', heading: 'Files' },
  { path: '/dashboard/wallet', heading: 'Wallet' },
  { path: '/dashboard/purchases', heading: 'Purchases', notice: true },
  { path: '/dashboard/availabilities', heading: 'Host', notice: true },
  { path: '/dashboard/peers', heading: 'Peers' },
  { path: '/dashboard/logs', heading: 'Log' },
  { path: '/dashboard/settings', heading: 'Settings' },
  { path: '/dashboard/help', heading: 'Help' },
  { path: '/dashboard/disclaimer', heading: 'Disclaimer' },
]

interface Counts {
  byRoute: Record<string, number>
}

/** The routes the simulator counted so far, and those of them that are marketplace routes. */
async function countedRoutes(simUrl: string) {
  const counts = (await (await fetch(`${simUrl}/_sim/requests`)).json()) as Counts
  const marketplace = Object.keys(counts.byRoute).filter((route) =>
    / \/(sales|storage)(\/|$)/.test(route),
  )
  return { byRoute: counts.byRoute, marketplace }
}

test('every route on a Logos Storage node: marketplace sections explain themselves, zero marketplace requests, axe clean', async ({
  page,
  sim,
}) => {
  test.setTimeout(180_000)
  const portChecks: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/echo/port/')) portChecks.push(request.url())
  })
  await fetch(`${sim.url}/_sim/requests`, { method: 'DELETE' })
  for (const route of ROUTES) {
    await test.step(route.path, async () => {
      await page.goto(route.path)
      await expect(page.getByRole('heading', { name: route.heading, level: 1 })).toBeVisible()
      // Connected: a line without a marketplace has none, its marketplace is not off.
      await expect(
        page.getByRole('button', { name: /^Node: Connected · Logos Storage/ }),
      ).toBeVisible()
      if (route.notice) {
        await expect(page.getByText(NOTICE)).toBeVisible()
        await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0)
        await expect(page.getByText('Error', { exact: true })).toHaveCount(0)
      }
      await expect(page.getByText('Checking…')).toHaveCount(0)
      await expectAccessible(page)
    })
  }

  await test.step('the side menu marks the marketplace sections', async () => {
    const menu = page.getByRole('navigation', { name: 'Main' })
    await expect(menu.getByRole('link', { name: /Purchases\s*Not on this node/ })).toBeAttached()
    await expect(menu.getByRole('link', { name: /Host\s*Not on this node/ })).toBeAttached()
  })

  await test.step('Settings: the health check names the node and the marketplace calmly', async () => {
    await page.goto('/dashboard/settings')
    const marketplace = page.getByRole('listitem').filter({ hasText: 'Marketplace' })
    await expect(marketplace).toContainText('Not on this node')
    await expect(marketplace).toContainText(NOTICE)
    const node = page.getByRole('listitem').filter({ hasText: 'Node connection' })
    await expect(node).toContainText(/Logos Storage \d/)
    const port = page.getByRole('listitem').filter({ hasText: 'Port forwarding' })
    await expect(port).toContainText(/connections?/)
  })

  const counted = await countedRoutes(sim.url)
  expect(counted.marketplace, 'requests to marketplace routes').toEqual([])
  expect(counted.byRoute['GET /debug/info']).toBeGreaterThan(0)
  // The node's own reachability was used: the echo service's port check was never asked.
  expect(portChecks, 'port checks asked of the echo service').toEqual([])
})

test('a file’s Request storage says the same as the Purchases page', async ({ page, sim }) => {
  const uploaded = await fetch(`${sim.url}/api/storage/v1/data`, {
    method: 'POST',
    headers: {
      'Content-Disposition': 'attachment; filename="notes.txt"',
      'Content-Type': 'text/plain',
    },
    body: 'some notes',
  })
  expect(uploaded.status, await uploaded.clone().text()).toBe(200)
  await page.goto('/dashboard/files')
  await page.getByRole('button', { name: 'Details of notes.txt' }).first().click()
  await page.getByRole('button', { name: 'Request storage' }).click()
  await expect(page.getByRole('dialog', { name: 'Storage request' })).toContainText(NOTICE)
  await expectAccessible(page)
  expect((await countedRoutes(sim.url)).marketplace, 'requests to marketplace routes').toEqual([])
})
