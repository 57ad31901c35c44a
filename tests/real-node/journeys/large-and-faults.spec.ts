import { randomBytes } from 'node:crypto'
import { writeFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { expect, expectAccessible, test, uploadText } from './real-fixtures.ts'
import { throttleUploads } from '../../e2e/support/throttle-uploads.ts'

const MB = 1024 * 1024
/** How long after a cancel the vault looks for the node's fragment of it. */
const CLEAN_UP_WINDOW_MS = 4_000

/** 50 MB of random bytes: the node stores equal blocks once, so zeros would not fill it. */
function largeFile(path: string): string {
  writeFileSync(path, randomBytes(50 * MB))
  return path
}

const chooseFile = (page: Page, path: string) =>
  page.getByRole('region', { name: 'Upload' }).locator('input[type=file]').setInputFiles(path)

const files = (page: Page) => page.getByRole('main').getByRole('table', { name: 'Files' })

test('uploads 50 MB with progress, and lists it', async ({ page, realNode }, testInfo) => {
  const path = largeFile(testInfo.outputPath('large-50.bin'))
  await throttleUploads(page, 25 * MB)
  await page.goto('/dashboard/files')
  await chooseFile(page, path)
  const card = page.getByRole('listitem').filter({ hasText: 'large-50.bin' })
  await expect(card.getByText(/[1-9]\d*\.\d %/)).toBeVisible({ timeout: 15_000 })
  await expect(card.getByText('File uploaded successfully')).toBeVisible({ timeout: 30_000 })
  await expect(files(page).getByText('large-50.bin')).toBeVisible()
  const listed = (await (await fetch(`${realNode.api}/data`)).json()) as {
    content: { manifest: { filename: string; datasetSize: number } }[]
  }
  const stored = listed.content.find((item) => item.manifest.filename === 'large-50.bin')
  expect(stored?.manifest.datasetSize).toBe(50 * MB)
})

/** A 50 MB upload at 5 MB/s from the files page, once it shows progress; answers its card. */
async function slowUpload(page: Page, path: string, name: string) {
  await throttleUploads(page, 5 * MB)
  await page.goto('/dashboard/files')
  await chooseFile(page, largeFile(path))
  const card = page.getByRole('listitem').filter({ hasText: name })
  await expect(card.getByText(/[1-9]\d*\.\d %/)).toBeVisible({ timeout: 15_000 })
  return card
}

test('cancels a 50 MB upload mid-way; the node stores nothing of it', async ({
  page,
  realNode,
}, testInfo) => {
  const card = await slowUpload(page, testInfo.outputPath('cancelled-50.bin'), 'cancelled-50.bin')
  await page.getByRole('button', { name: 'Cancel the upload of cancelled-50.bin' }).click()
  await expect(card.getByText('The upload has been cancelled')).toBeVisible()
  await expect(files(page).getByText('cancelled-50.bin')).toHaveCount(0)
  // The node keeps what it had received as a dataset of its own; the vault deletes it, looking
  // for it up to 4 s after the abort (LOOK_MS, src/api/cancel-without-fragment.ts). Look after.
  await page.waitForTimeout(CLEAN_UP_WINDOW_MS + 2_000)
  const listed = await (await fetch(`${realNode.api}/data`)).text()
  expect(listed).toContain('"content"')
  expect(listed).not.toContain('cancelled-50.bin')
  await expectAccessible(page)
})

test('node stopped mid-upload: the card says so, and Retry uploads it once the node is back', async ({
  page,
  realNode,
}, testInfo) => {
  const card = await slowUpload(page, testInfo.outputPath('midway-50.bin'), 'midway-50.bin')
  await realNode.stop()
  await expect(card.getByRole('alert')).toContainText(
    'Something went wrong during the file upload.',
  )
  await expect(page.getByRole('button', { name: 'Node: Node down' })).toBeVisible({
    timeout: 15_000,
  })
  await realNode.restart()
  await expect(page.getByRole('button', { name: /^Node: Marketplace off/ })).toBeVisible({
    timeout: 15_000,
  })
  await throttleUploads(page, -1)
  await page.getByRole('button', { name: 'Retry the upload of midway-50.bin' }).click()
  await expect(card.getByText('File uploaded successfully')).toBeVisible({ timeout: 30_000 })
  await expect(files(page).getByText('midway-50.bin')).toBeVisible()
})

test('node killed: the vault says it is down, and after a restart its files are all there', async ({
  page,
  realNode,
}) => {
  await uploadText(realNode, 'survivor.txt', 'kept across a crash')
  await page.goto('/dashboard')
  await expect(files(page).getByText('survivor.txt')).toBeVisible()
  await realNode.kill()
  await expect(page.getByRole('button', { name: 'Node: Node down' })).toBeVisible({
    timeout: 15_000,
  })
  await expectAccessible(page)
  await realNode.restart()
  await expect(page.getByRole('button', { name: /^Node: Marketplace off/ })).toBeVisible({
    timeout: 15_000,
  })
  await page.reload()
  await expect(files(page).getByText('survivor.txt')).toBeVisible()
})
