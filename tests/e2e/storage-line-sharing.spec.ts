import { expectAccessible, expect } from './support/fixtures.ts'
import { testOnLine } from './support/line-fixtures.ts'

const test = testOnLine('storage')

test('on a Logos Storage node: upload without announcing, see it private, share it', async ({
  page,
  sim,
  request,
}) => {
  test.setTimeout(90_000)
  const advertised = async (cid: string) =>
    (
      (await (await request.get(`${sim.url}/api/storage/v1/data/${cid}/advertise`)).json()) as {
        advertise: boolean
      }
    ).advertise

  await page.goto('/dashboard/files')
  const upload = page.getByRole('region', { name: 'Upload' })
  const announce = upload.getByRole('checkbox', { name: /Announce to the network/ })
  // Offered once the node answered the advertise route (the file list asks).
  await expect(announce).toBeChecked()
  await announce.uncheck()
  await expect(upload.getByText(/Private: peers cannot fetch the file/)).toBeVisible()
  await upload
    .locator('input[type=file]')
    .setInputFiles({ name: 'private.txt', mimeType: 'text/plain', buffer: Buffer.from('secret') })
  await expect(
    upload.getByText('File uploaded successfully, not announced to the network'),
  ).toBeVisible()
  const cid = (await page.locator('.upload-card__cid').first().textContent()) ?? ''
  expect(cid).toMatch(/^z/)
  expect(await advertised(cid)).toBe(false)

  const list = page.getByRole('table', { name: 'Files' })
  const toggle = list.getByRole('switch', { name: 'Announce private.txt to the network' })
  await expect(toggle).toHaveAttribute('aria-checked', 'false')
  await expect(list.getByText('Private', { exact: true })).toBeVisible()
  await expectAccessible(page)

  await toggle.focus()
  await page.keyboard.press('Enter')
  await expect(toggle).toHaveAttribute('aria-checked', 'true')
  // The switch shows the change while it is sent; it is the node's once the switch is no longer busy.
  await expect(toggle).not.toHaveAttribute('aria-busy', 'true')
  await expect(list.getByText('Shared', { exact: true })).toBeVisible()
  expect(await advertised(cid)).toBe(true)

  await list.getByRole('button', { name: 'Details of private.txt' }).click()
  const details = page.getByRole('dialog')
  await expect(details.getByText(/peers cannot fetch it, not even its manifest/)).toBeVisible()
  await expect(details.getByText(/they stop being renewed and expire/)).toBeVisible()
  await expectAccessible(page)
})

test('the connectivity check goes from "starting" to reachable by itself', async ({
  page,
  sim,
}) => {
  test.setTimeout(60_000)
  await sim.control('spr', { startupMs: 3_000 })
  await page.goto('/dashboard')
  // The card sits below the files and loads when scrolled to (the app's, not the page's frame).
  await page.locator('vault-app').locator('.near-viewport--connectivity').scrollIntoViewIfNeeded()
  const card = page.getByRole('region', { name: 'Connectivity' })
  await expect(card.getByText('The node is starting.')).toBeVisible()
  await expect(card.getByText('Checked again by itself; this clears once it passes.')).toBeVisible()
  // The first re-test runs 5 s after the failure.
  await expect(card.getByText('The node can be reached from the internet.')).toBeVisible({
    timeout: 20_000,
  })
  await expect(card.getByText(/^Health score \d+\/100\./)).toBeVisible()
  await expectAccessible(page)
})

test('the connectivity check says why the node is not reachable and clears once it is', async ({
  page,
  sim,
}) => {
  test.setTimeout(60_000)
  await sim.control('nat', { reachability: 'NotReachable', portMapping: 'none' })
  await page.goto('/dashboard/settings')
  const check = page.getByRole('region', { name: 'Reachable from the internet?' })
  await expect(check.getByText('The node cannot be reached from the internet.')).toBeVisible()
  await expect(check.getByText(/Forward TCP port 8070 on your router/)).toBeVisible()
  await expect(check.getByText(/no UDP port has to be forwarded/)).toBeVisible()
  await expect(page.getByText(/forward(ing)? (the |its )?UDP/i)).toHaveCount(0)
  await expectAccessible(page)
  await sim.control('nat', { reachability: 'Reachable', portMapping: 'upnp' })
  await expect(check.getByText('The node can be reached from the internet.')).toBeVisible({
    timeout: 20_000,
  })
  await expect(check.getByText(/Forward TCP port/)).toHaveCount(0)
})
