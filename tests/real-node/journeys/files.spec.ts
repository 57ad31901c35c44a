import { expect, expectAccessible, test, uploadText } from './real-fixtures.ts'

const upload = (page: import('@playwright/test').Page) =>
  page.getByRole('region', { name: 'Upload' }).locator('input[type=file]')

test('uploads a file, lists it, downloads it, fetches its manifest and deletes it', async ({
  page,
  context,
  realNode,
}) => {
  await page.goto('/dashboard/files')
  await upload(page).setInputFiles({
    name: 'journey.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('bytes kept by a real node'),
  })
  await expect(page.getByText('File uploaded successfully')).toBeVisible()
  const list = page.getByRole('table', { name: 'Files' })
  await expect(list.getByText('journey.txt')).toBeVisible()
  const listed = (await (await fetch(`${realNode.api}/data`)).json()) as {
    content: { cid: string; manifest: { filename: string } }[]
  }
  const cid = listed.content.find((item) => item.manifest.filename === 'journey.txt')?.cid ?? ''
  expect(cid).not.toBe('')

  await test.step('download from the list', async () => {
    const downloaded = page.waitForEvent('download')
    await list.getByRole('button', { name: 'Download journey.txt' }).click()
    const file = await downloaded
    expect(file.suggestedFilename()).toBe('journey.txt')
    const stream = await file.createReadStream()
    const chunks: Buffer[] = []
    for await (const chunk of stream) chunks.push(chunk as Buffer)
    expect(Buffer.concat(chunks).toString()).toBe('bytes kept by a real node')
  })

  await test.step('fetch the manifest', async () => {
    const card = page.getByRole('region', { name: 'Fetch manifest' })
    await card.getByRole('textbox', { name: 'CID' }).fill(cid)
    await card.getByRole('button', { name: 'Fetch' }).click()
    await expect(card.getByText('Fetched journey.txt (25.0 B)')).toBeVisible()
  })

  await test.step('download through the card, as the node streams it', async () => {
    const card = page.getByRole('region', { name: 'Download' })
    await card.getByRole('textbox', { name: 'CID' }).fill(cid)
    const opened = context.waitForEvent('page')
    await card.getByRole('button', { name: 'Download' }).click()
    await (await opened).close()
  })

  await test.step('delete, confirmed first', async () => {
    await list.getByRole('button', { name: 'Delete journey.txt' }).click()
    const dialog = page.getByRole('dialog', { name: 'Delete this file?' })
    // Open once its safe choice has the focus: axe then sees it at full contrast.
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused()
    await expectAccessible(page)
    await dialog.getByRole('button', { name: 'Delete' }).click()
    await expect(page.getByText('The file has been deleted from the node.')).toBeVisible()
    await expect(list.getByText('journey.txt', { exact: true })).toHaveCount(0)
    expect((await fetch(`${realNode.api}/data/${cid}`)).status).toBe(404)
  })
})

// The real node answers a refused upload without CORS headers: the page cannot read its words,
// only that it answered, and says what a Codex node refuses.
test('says the node refused an upload it cannot read the reason of', async ({ page }) => {
  await page.goto('/dashboard/files')
  await upload(page).setInputFiles({
    name: 'odd.bin',
    mimeType: 'foo/bar',
    buffer: Buffer.from('x'),
  })
  const card = page.getByRole('listitem').filter({ hasText: 'odd.bin' })
  await expect(card.getByRole('alert')).toContainText('The node refused the upload')
  await expect(card.getByRole('alert')).toContainText("(this file's: foo/bar)")
  await expectAccessible(page)
})

test('the dashboard shows what the node stores, the manifest blocks in the used space', async ({
  page,
  realNode,
}) => {
  await uploadText(realNode, 'thirty.txt', 'x'.repeat(30))
  const space = (await (await fetch(`${realNode.api}/space`)).json()) as { quotaUsedBytes: number }
  await page.goto('/dashboard')
  await expect(page.getByRole('table', { name: 'Files' }).getByText('thirty.txt')).toBeVisible()
  await expect(page.getByRole('list', { name: 'Disk' })).toContainText('Used:')
  expect(space.quotaUsedBytes).toBeGreaterThan(65536)
  await expectAccessible(page)
})

test('sets the log level and shows the debug info of the real node', async ({ page }) => {
  await page.goto('/dashboard/logs')
  await page.getByRole('combobox', { name: 'Log level' }).selectOption('DEBUG')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('The log level has been updated successfully.')).toBeVisible()
  const json = page.getByLabel('Debug info as JSON')
  await expect(json).toContainText('"revision": "bd49591f"')
  await expectAccessible(page)
})
