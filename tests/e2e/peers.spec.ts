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
