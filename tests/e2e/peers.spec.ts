import { expect, expectAccessible, test } from './support/fixtures.ts'

test.describe('the peers page', () => {
  test('maps the peers, shows the gauge and lists every peer, sortable by country', async ({
    page,
    request,
    sim,
  }) => {
    const info = (await (await request.get(`${sim.url}/api/codex/v1/debug/info`)).json()) as {
      table: { nodes: { seen: boolean }[] }
    }
    const peers = info.table.nodes.length
    const active = info.table.nodes.filter((peer) => peer.seen).length
    expect(peers).toBeGreaterThan(0)
    await page.goto('/dashboard/peers')
    await expect(page.getByRole('heading', { level: 1, name: 'Peers' })).toBeVisible()
    const table = page.getByRole('table', { name: 'Peers' })
    await expect(table).toHaveAttribute('aria-rowcount', String(peers + 1))
    await expect(
      page.getByRole('img', { name: `${active} of ${peers} peers active` }),
    ).toBeVisible()
    await expect(page.getByText(/Connection quality: (good|poor)/)).toBeVisible()
    await expect(page.getByRole('img', { name: /World map of \d+ located peers?/ })).toBeVisible()
    const country = table.getByRole('button', { name: 'Country' })
    await country.click()
    await expect(table.getByRole('columnheader', { name: 'Country' })).toHaveAttribute(
      'aria-sort',
      'descending',
    )
    await country.click()
    await expect(table.getByRole('columnheader', { name: 'Country' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    )
    await expectAccessible(page)
    await page.emulateMedia({ colorScheme: 'dark' })
    await expectAccessible(page)
  })

  test('a map whose chunk cannot load says so, with no uncaught error', async ({ page }) => {
    await page.route(/\/world-map-[^/]*\.js$/, (route) => route.abort())
    await page.goto('/dashboard/peers')
    const map = page.getByRole('img', { name: /World map of \d+ located peers?/ })
    await expect(map).toContainText('The map could not load.')
    await expect(page.getByRole('table', { name: 'Peers' })).toBeVisible()
  })

  test('sorts by country before any geo answer has arrived, and again once they have', async ({
    page,
  }) => {
    // The echo service's answers are held (the requests still go to the real service) until the
    // table has been sorted: the original vault crashed here.
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/echo/json**', async (route) => {
      await held
      await route.continue()
    })
    await page.goto('/dashboard/peers')
    const table = page.getByRole('table', { name: 'Peers' })
    const header = table.getByRole('columnheader', { name: 'Country' })
    await expect(table.getByText('Location unknown').first()).toBeVisible()
    await table.getByRole('button', { name: 'Country' }).click()
    await expect(header).toHaveAttribute('aria-sort', 'descending')
    // More rows than the header: zero rows would pass a `not.toHaveCount(1)`.
    await expect.poll(() => table.getByRole('row').count()).toBeGreaterThan(1)
    release()
    await expect(table.getByText('United States').first()).toBeVisible()
    const countries = await table
      .getByRole('row')
      .evaluateAll((rows) => rows.slice(1).map((row) => row.firstElementChild?.textContent ?? ''))
    const unplaced = ['Location unknown', 'No address known', 'Unknown country']
    const located = countries.filter((text) => !unplaced.some((each) => text.includes(each)))
    expect(located.length).toBeGreaterThan(1)
    const names = located.map((text) => text.replace(/^\P{L}+/u, ''))
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a)))
  })

  test('shows the error card when the debug info fails, and recovers on Retry', async ({
    page,
    sim,
  }) => {
    await sim.control('faults', {
      method: 'GET',
      path: '/debug/info',
      status: 500,
      times: 3,
      body: 'down <i>x</i>',
    })
    await page.goto('/dashboard/peers')
    const alert = page.getByRole('alert').filter({ hasText: 'Cannot retrieve the data.' }).first()
    await expect(alert).toContainText('down <i>x</i>')
    await sim.control('reset')
    await alert.getByRole('button', { name: 'Retry' }).click()
    await expect(page.getByRole('table', { name: 'Peers' }).getByRole('row').nth(1)).toBeVisible()
  })
})
