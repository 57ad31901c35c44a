// Beyond hostile-data.spec.ts (file names, mimetypes, the files error card): peer data, debug
// info, purchase errors, availability and reservation ids and node error bodies that carry HTML
// and script render as inert text in tables, tooltips, toasts, error cards and the JSON view.
// The simulator's `/_sim/faults` answers any body with any status, so it plays the hostile node.
import type { Page } from '@playwright/test'
import { expect, test, type SimControl } from './support/fixtures.ts'

const HTML = '<img id="injected" src=x onerror="window.__pwned=1">'
const SCRIPT = '<script>window.__pwned=1</script>'

/** The next calls of a route answer `body` (JSON) with `status`. */
async function answer(sim: SimControl, method: string, path: string, body: unknown, status = 200) {
  await sim.control('faults', {
    method,
    path,
    status,
    times: 1000,
    contentType: status === 200 ? 'application/json' : 'text/html',
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

/** Nothing ran, nothing was injected, no dialog opened. */
async function expectInert(page: Page, dialogs: { count: number }) {
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined()
  // Locators pierce the shadow roots: an element made from the payload would be found.
  expect(await page.locator('#injected').count()).toBe(0)
  expect(await page.locator('vault-app script').count()).toBe(0)
  expect(dialogs.count).toBe(0)
}

function countDialogs(page: Page) {
  const dialogs = { count: 0 }
  page.on('dialog', (dialog) => {
    dialogs.count += 1
    void dialog.dismiss()
  })
  return dialogs
}

const main = (page: Page) => page.locator('vault-app').locator('main')

test('peer data and debug info render as text on the home, peers and log pages', async ({
  page,
  sim,
}) => {
  const peerId = `16Uiu2HAm${HTML}`
  await answer(sim, 'GET', '/debug/info', {
    id: `${HTML}node`,
    addrs: [HTML],
    spr: SCRIPT,
    announceAddresses: ['/ip4/84.115.20.61/tcp/8070', HTML],
    table: {
      localNode: null,
      nodes: [
        { peerId, address: HTML, seen: true },
        { peerId: SCRIPT, address: '1.2.3.4:8090', seen: false },
      ],
    },
    codex: { version: `v0.2.0\n${SCRIPT}`, revision: HTML },
  })
  const dialogs = countDialogs(page)
  await page.goto('/dashboard')
  // The client version is the last line of the node's version: here, the script, as text.
  await expect(main(page).getByText(`Codex ${SCRIPT}`, { exact: true })).toBeVisible()
  await expect(main(page).getByRole('region', { name: 'Peers' })).toContainText(
    '1 active peer of 2',
  )

  await page.goto('/dashboard/peers')
  const table = main(page).getByRole('table', { name: 'Peers' })
  await expect(table.getByTitle(peerId)).toBeVisible()
  await expect(table.getByTitle(SCRIPT)).toBeVisible()
  await expect(table.getByRole('cell', { name: 'No address known' })).toHaveCount(0)

  await page.goto('/dashboard/logs')
  const json = main(page).getByLabel('Debug info as JSON')
  await expect(json).toContainText(`"spr": "${SCRIPT}"`)
  await expect(json).toContainText('<img id=\\"injected\\"')
  await expectInert(page, dialogs)
})

test('purchase ids and errors render as text in the table and its tooltip', async ({
  page,
  sim,
}) => {
  await answer(sim, 'GET', '/storage/purchases', [HTML, SCRIPT])
  await answer(sim, 'GET', '/storage/purchases/*', {
    requestId: HTML,
    state: 'errored',
    error: `${SCRIPT}${HTML}`,
    request: null,
  })
  const dialogs = countDialogs(page)
  await page.goto('/dashboard/purchases')
  const table = main(page).getByRole('table', { name: 'Purchases' })
  await expect(table.getByTitle(HTML).first()).toBeVisible()
  const row = table.getByRole('row').filter({ has: page.locator('[data-state="errored"]') })
  await row.first().locator('.vault-tooltip').focus()
  await expect(page.getByRole('tooltip')).toHaveText(`${SCRIPT}${HTML}`)
  await expectInert(page, dialogs)
})

test('availability and reservation ids render as text in the host tables', async ({
  page,
  sim,
}) => {
  await answer(sim, 'GET', '/sales/availability', [
    {
      id: HTML,
      totalSize: '1073741824',
      freeSize: '1073676288',
      duration: '86400',
      minPricePerBytePerSecond: '1',
      totalCollateral: '1',
      totalRemainingCollateral: '1',
    },
  ])
  await answer(sim, 'GET', '/sales/availability/*/reservations', [
    { id: SCRIPT, availabilityId: HTML, size: '65536', requestId: HTML, slotIndex: '0' },
  ])
  const dialogs = countDialogs(page)
  await page.goto('/dashboard/availabilities')
  const table = main(page).getByRole('table', { name: 'Availabilities' })
  await expect(table.getByTitle(HTML)).toBeVisible()
  await table.getByRole('button', { name: /^Reservations of / }).click()
  await expect(table.getByTitle(SCRIPT)).toBeVisible()
  await expectInert(page, dialogs)
})

test('node error bodies render as text in toasts, wizard error steps and error cards', async ({
  page,
  sim,
}) => {
  const body = `${HTML}${SCRIPT}`
  await answer(sim, 'POST', '/debug/chronicles/loglevel', body, 500)
  await answer(sim, 'POST', '/sales/availability', body, 500)
  const dialogs = countDialogs(page)
  await page.goto('/dashboard/logs')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText(`Error when trying to update: ${body}`)).toBeVisible()

  await page.goto('/dashboard/availabilities')
  await page.getByRole('button', { name: 'Create Availability' }).click()
  const dialog = page.getByRole('dialog', { name: 'Availability' })
  await dialog.getByLabel('Total size', { exact: true }).fill('0.5')
  await dialog.getByRole('button', { name: 'Next' }).click()
  await expect(dialog.getByRole('heading', { name: /Confirm/ })).toBeVisible()
  await dialog.getByRole('button', { name: 'Next' }).click()
  const alert = dialog.getByRole('alert')
  await expect(alert).toContainText('Error when trying to create availability.')
  await expect(alert).toContainText(body)

  await answer(sim, 'GET', '/space', body, 500)
  await page.goto('/dashboard')
  const storage = main(page).getByRole('region', { name: 'Storage' })
  await expect(storage.getByRole('alert')).toContainText(body)
  await expectInert(page, dialogs)
})
