import { expectAccessible, expect } from './support/fixtures.ts'
import { testOnLine } from './support/line-fixtures.ts'
import { onboard } from './support/onboard.ts'

// Slow enough that a download is still running across a reload; the clock jumps to end one.
const test = testOnLine('storage', { downloadBytesPerSecond: 16_384 })

test('on a Logos Storage node without Mix: transfers survive a reload, cancel and retry, connect to a peer', async ({
  page,
  sim,
  request,
}) => {
  test.setTimeout(120_000)
  const state = (await (await request.get(`${sim.url}/_sim/state`)).json()) as {
    networkCids: string[]
  }
  const [smallCid, largeCid] = state.networkCids
  await onboard(page)
  const transfers = page.getByRole('list', { name: 'Transfers' })

  await test.step('the Download card offers no Private (Mix) on a node without Mix', async () => {
    await page.goto('/dashboard/files')
    const card = page.getByRole('region', { name: 'Download' })
    await card.getByRole('textbox', { name: 'CID' }).fill(largeCid!)
    await expect(card.getByText(/not on this node yet/)).toBeVisible()
    await expect(card.getByRole('checkbox', { name: /Private \(Mix\)/ })).toHaveCount(0)
  })

  await test.step('a network download, followed in Transfers, continues after a reload and finishes', async () => {
    const card = page.getByRole('region', { name: 'Fetch manifest' })
    await card.getByRole('textbox', { name: 'CID' }).fill(largeCid!)
    await card.getByRole('button', { name: 'Fetch' }).click()
    await expect(card.getByRole('progressbar')).toBeVisible()
    await page.getByRole('link', { name: 'Transfers' }).click()
    await expect(page.getByRole('heading', { name: 'Transfers', level: 1 })).toBeVisible()
    const row = transfers.getByRole('listitem').filter({ hasText: largeCid! })
    await expect(row.getByRole('progressbar', { name: /^Download, direct of / })).toBeVisible()
    await expectAccessible(page)

    await page.reload()
    await expect(row.getByRole('progressbar', { name: /^Download, direct of / })).toBeVisible()
    await expect(row.getByText(/ of 19 blocks · /)).toBeVisible()
    await sim.control('clock/advance', { seconds: 3600 })
    await expect(row.getByRole('button', { name: /^Open / })).toBeVisible({ timeout: 10_000 })
    await expect(row).toContainText('Done')
    await expectAccessible(page)
  })

  await test.step('another download is cancelled, then retried', async () => {
    await page.goto('/dashboard/files')
    const card = page.getByRole('region', { name: 'Fetch manifest' })
    await card.getByRole('textbox', { name: 'CID' }).fill(smallCid!)
    await card.getByRole('button', { name: 'Fetch' }).click()
    await expect(card.getByRole('progressbar')).toBeVisible()
    await page.getByRole('link', { name: 'Transfers' }).click()
    const row = transfers.getByRole('listitem').filter({ hasText: smallCid! })
    await row.getByRole('button', { name: /^Cancel / }).click()
    await expect(row).toContainText('The download has been cancelled')
    await expect(row.getByRole('button', { name: /^Retry / })).toBeVisible()
    await expectAccessible(page)
    await row.getByRole('button', { name: /^Retry / }).click()
    await expect(row.getByRole('progressbar')).toBeVisible()
  })

  await test.step('an upload shows in Transfers; the Files page sums usage by type', async () => {
    await page.goto('/dashboard/files')
    await page
      .getByRole('region', { name: 'Upload' })
      .locator('input[type=file]')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('notes') })
    await expect(page.getByText('File uploaded successfully')).toBeVisible()
    const usage = page.getByRole('table', { name: 'Usage by type' })
    await expect(usage.getByRole('row', { name: /^Documents 1 / })).toBeVisible()
    await expect(usage.getByRole('row', { name: /^Other / })).toBeVisible()
    await expectAccessible(page)
    await page.getByRole('link', { name: 'Transfers' }).click()
    const row = transfers.getByRole('listitem').filter({ hasText: /^notes\.txtUpload/ })
    await expect(row).toContainText('Upload · Done')
  })

  await test.step('connect to a peer from the Peers page, with the node answer shown', async () => {
    const info = (await (await request.get(`${sim.url}/api/storage/v1/debug/info`)).json()) as {
      connections: { peerId: string }[]
    }
    await page.goto('/dashboard/peers')
    const form = page.getByRole('region', { name: 'Connect to a peer' })
    await expect(form.getByText(/Direct downloads will also ask this peer/)).toBeVisible()
    await form.getByRole('button', { name: 'Connect' }).click()
    await expect(form.getByText('Enter the peer id of a node.')).toBeVisible()
    await form.getByRole('textbox', { name: 'Peer id' }).fill('16Uiu2HAmNotAPeer')
    await form.getByRole('button', { name: 'Connect' }).click()
    await expect(form.getByRole('alert')).toHaveText('Unable to find Peer!')
    await form.getByRole('textbox', { name: 'Peer id' }).fill(info.connections[0]!.peerId)
    await form.getByRole('button', { name: 'Connect' }).click()
    await expect(form.getByText('Successfully connected to peer')).toBeVisible()
    await expectAccessible(page)
  })
})
