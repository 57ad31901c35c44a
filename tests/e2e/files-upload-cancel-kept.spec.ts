import { randomBytes } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures.ts'
import { throttleUploads } from './support/throttle-uploads.ts'

// A cancel cleans up what the node kept of the cancelled upload, never a file of the same name and
// type that the person finished meanwhile elsewhere (issue 52 item 1).

const NAME = 'IMG_0001.jpg'
const TYPE = 'image/jpeg'

interface Listed {
  content: { cid: string; manifest: { filename: string | null; datasetSize: number } }[]
}

const nodeList = async (simUrl: string) =>
  ((await (await fetch(`${simUrl}/api/codex/v1/data`)).json()) as Listed).content

/** Another tool uploads straight to the node's API; answers the cid. */
async function uploadFromNode(simUrl: string, bytes: Buffer): Promise<string> {
  const response = await fetch(`${simUrl}/api/codex/v1/data`, {
    method: 'POST',
    headers: { 'Content-Type': TYPE, 'Content-Disposition': `attachment; filename="${NAME}"` },
    body: new Uint8Array(bytes),
  })
  expect(response.status).toBe(200)
  return (await response.text()).trim()
}

const uploadInput = (page: Page) =>
  page.getByRole('region', { name: 'Upload' }).locator('input[type=file]')
const filesTable = (page: Page) => page.getByRole('main').getByRole('table', { name: 'Files' })

/** Starts the 20 MB upload at 256 KB/s (80 s) in the files page and waits until it is under way. */
async function startSlowUpload(page: Page, path: string) {
  await throttleUploads(page, 256 * 1024)
  await page.goto('/dashboard/files')
  await uploadInput(page).setInputFiles(path)
  const card = page.getByRole('listitem').filter({ hasText: NAME })
  await expect(card.getByText(/[1-9]\d*\.\d %/)).toBeVisible({ timeout: 15_000 })
  return card
}

async function cancelAndLookAfter(page: Page, card: ReturnType<Page['getByRole']>) {
  await page.getByRole('button', { name: `Cancel the upload of ${NAME}` }).click()
  await expect(card.getByText('The upload has been cancelled')).toBeVisible()
  // Once the clean-up is done the page's own list shows what the node holds (left alone: the list
  // held nothing when the page opened).
  await expect(filesTable(page).getByText(NAME)).toHaveCount(1, { timeout: 15_000 })
}

test.describe('cancelling an upload keeps the files the person has', () => {
  test('a 100 KB file of the same name and type, finished by another tool meanwhile, stays', async ({
    page,
    sim,
  }, testInfo) => {
    const big = testInfo.outputPath(NAME)
    writeFileSync(big, randomBytes(20 * 1024 * 1024))
    const card = await startSlowUpload(page, big)
    const small = await uploadFromNode(sim.url, randomBytes(100_000))
    await expect
      .poll(async () => (await nodeList(sim.url)).map((item) => item.cid))
      .toEqual([small])
    await cancelAndLookAfter(page, card)
    const held = await nodeList(sim.url)
    expect(held.map(({ cid, manifest }) => [cid, manifest.filename, manifest.datasetSize])).toEqual(
      [[small, NAME, 100_000]],
    )
  })

  test('the same bytes uploaded twice: cancelling the second keeps the first', async ({
    page,
    sim,
  }, testInfo) => {
    const path = testInfo.outputPath(NAME)
    writeFileSync(path, randomBytes(20 * 1024 * 1024))
    const card = await startSlowUpload(page, path)
    // The first upload of the same bytes finishes from another tool while the second runs.
    const first = await uploadFromNode(sim.url, readFileSync(path))
    await expect
      .poll(async () => (await nodeList(sim.url)).map((item) => item.cid))
      .toEqual([first])
    await cancelAndLookAfter(page, card)
    expect((await nodeList(sim.url)).map((item) => item.cid)).toEqual([first])
  })
})
