import { expectAccessible, expect } from './support/fixtures.ts'
import { testOnLine } from './support/line-fixtures.ts'
import { onboard } from './support/onboard.ts'
import { DASHBOARD_ROUTES } from './support/route-headings.ts'

// Slow enough that the fetch is still running when the test cancels it (the clock jumps to end one).
const test = testOnLine('storage', { downloadBytesPerSecond: 16_384 })

test('on a Logos Storage node: onboarding, upload, download, a network fetch with progress and a cancel, a delete, every route', async ({
  page,
  sim,
  request,
}) => {
  test.setTimeout(120_000)
  const state = (await (await request.get(`${sim.url}/_sim/state`)).json()) as {
    networkCids: string[]
  }
  const [smallCid, largeCid] = state.networkCids

  await test.step('onboarding to the dashboard', () => onboard(page))

  let uploadedCid = ''
  await test.step('upload', async () => {
    await page.goto('/dashboard/files')
    await page
      .getByRole('region', { name: 'Upload' })
      .locator('input[type=file]')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('notes') })
    await expect(page.getByText('File uploaded successfully')).toBeVisible()
    const list = page.getByRole('table', { name: 'Files' })
    await expect(list.getByText('notes.txt', { exact: true })).toBeVisible()
    uploadedCid = (await page.locator('.upload-card__cid').first().textContent()) ?? ''
    expect(uploadedCid).toMatch(/^z/)
  })

  await test.step('download, after the card says the node has the file', async () => {
    const card = page.getByRole('region', { name: 'Download' })
    await card.getByRole('textbox', { name: 'CID' }).fill(uploadedCid)
    await expect(card.getByText('This file is already on this node.')).toBeVisible()
    const stream = `/api/storage/v1/data/${uploadedCid}/network/stream`
    const requested = page.context().waitForEvent('request', (each) => each.url().endsWith(stream))
    await card.getByRole('button', { name: 'Download' }).click()
    await requested
    await card.getByRole('textbox', { name: 'CID' }).fill(largeCid!)
    await expect(card.getByText(/not on this node yet/)).toBeVisible()
  })

  await test.step('a network fetch shows its progress and can be cancelled', async () => {
    const card = page.getByRole('region', { name: 'Fetch manifest' })
    await card.getByRole('textbox', { name: 'CID' }).fill(largeCid!)
    await card.getByRole('button', { name: 'Fetch' }).click()
    const bar = card.getByRole('progressbar', { name: /^Network download of / })
    await expect(bar).toBeVisible()
    await expect(card.getByText(/ of 19 blocks · .+ of 1\.1 MB · .+\/s · .+ left$/)).toBeVisible()
    // The same download, shown by the Download card holding the same cid.
    await expect(
      page.getByRole('region', { name: 'Download' }).getByRole('progressbar'),
    ).toBeVisible()
    await expectAccessible(page)
    await card.getByRole('button', { name: /^Cancel the download of / }).click()
    await expect(card.getByRole('alert')).toHaveText('The download has been cancelled')
    await expect(bar).toBeHidden()
  })

  await test.step('a network fetch that finishes lists the file', async () => {
    const card = page.getByRole('region', { name: 'Fetch manifest' })
    await card.getByRole('textbox', { name: 'CID' }).fill(smallCid!)
    await card.getByRole('button', { name: 'Fetch' }).click()
    await expect(card.getByRole('progressbar')).toBeVisible()
    await sim.control('clock/advance', { seconds: 30 })
    await expect(card.getByText(/^Fetched /)).toBeVisible({ timeout: 10_000 })
    await expect(page.getByRole('table', { name: 'Files' }).getByText(smallCid!)).toBeVisible()
  })

  await test.step('a delete, confirmed first', async () => {
    const list = page.getByRole('table', { name: 'Files' })
    await list.getByRole('button', { name: 'Delete notes.txt' }).click()
    const dialog = page.getByRole('dialog', { name: 'Delete this file?' })
    await expect(dialog).toContainText('notes.txt will be deleted from this node')
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused()
    await expectAccessible(page)
    await dialog.getByRole('button', { name: 'Delete' }).click()
    await expect(page.getByText('The file has been deleted from the node.')).toBeVisible()
    await expect(list.getByText('notes.txt', { exact: true })).toHaveCount(0)
  })

  for (const route of DASHBOARD_ROUTES) {
    await test.step(route.path, async () => {
      await page.goto(route.path)
      await expect(page.getByRole('heading', { name: route.heading, level: 1 })).toBeVisible()
      await expectAccessible(page)
    })
  }
})
