import { closeSync, openSync, writeSync } from 'node:fs'
import { expect, expectAccessible, test } from './support/fixtures.ts'

function textFile(name: string, text = `contents of ${name}`) {
  return { name, mimeType: 'text/plain', buffer: Buffer.from(text) }
}

test.describe('uploading files', () => {
  test('uploads one file and lists it', async ({ page }) => {
    await page.goto('/dashboard/files')
    await page
      .getByRole('region', { name: 'Upload' })
      .locator('input[type=file]')
      .setInputFiles(textFile('hello.txt'))
    await expect(page.getByText('File uploaded successfully')).toBeVisible()
    const list = page.getByRole('table', { name: 'Files' })
    await expect(list.getByText('hello.txt')).toBeVisible()
    await expectAccessible(page)
  })

  test('uploads two files and closes both cards', async ({ page }) => {
    await page.goto('/dashboard/files')
    await page
      .getByRole('region', { name: 'Upload' })
      .locator('input[type=file]')
      .setInputFiles([textFile('first.txt'), textFile('second.txt')])
    await expect(page.getByText('File uploaded successfully')).toHaveCount(2)
    await page.getByRole('button', { name: 'Close first.txt' }).click()
    await page.getByRole('button', { name: 'Close second.txt' }).click()
    await expect(page.getByRole('list', { name: 'Uploads' })).toHaveCount(0)
    const list = page.getByRole('table', { name: 'Files' })
    await expect(list.getByText('first.txt')).toBeVisible()
    await expect(list.getByText('second.txt')).toBeVisible()
  })

  test('uploads a file dropped on the drop zone', async ({ page }) => {
    await page.goto('/dashboard/files')
    const zone = page.getByRole('region', { name: 'Upload' }).locator('.drop-zone')
    const dataTransfer = await page.evaluateHandle(() => {
      const transfer = new DataTransfer()
      transfer.items.add(new File(['dropped bytes'], 'dropped.txt', { type: 'text/plain' }))
      return transfer
    })
    await zone.dispatchEvent('dragenter', { dataTransfer })
    await zone.dispatchEvent('drop', { dataTransfer })
    await expect(page.getByText('File uploaded successfully')).toBeVisible()
    await expect(page.getByRole('table', { name: 'Files' }).getByText('dropped.txt')).toBeVisible()
  })

  test('cancels a large upload mid-way', async ({ page, sim }, testInfo) => {
    const path = testInfo.outputPath('large.bin')
    const fd = openSync(path, 'w')
    const chunk = Buffer.alloc(16 * 1024 * 1024, 7)
    for (let index = 0; index < 4; index += 1) writeSync(fd, chunk)
    closeSync(fd)
    // 64 MB at 8 MB/s: the upload is still under way when Cancel is pressed, on any machine.
    await sim.control('throttle', { bytesPerSecond: 8 * 1024 * 1024 })
    await page.goto('/dashboard/files')
    const started = Date.now()
    await page
      .getByRole('region', { name: 'Upload' })
      .locator('input[type=file]')
      .setInputFiles(path)
    const card = page.getByRole('listitem').filter({ hasText: 'large.bin' })
    await expect(card.getByText(/[1-9]\d*\.\d %/)).toBeVisible({ timeout: 15_000 })
    await page.getByRole('button', { name: 'Cancel the upload of large.bin' }).click()
    await expect(card.getByText('The upload has been cancelled')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Close large.bin' })).toBeVisible()
    // Had the abort not reached the node, the upload would end 8 s after it began: look after that.
    await page.waitForTimeout(Math.max(0, started + 10_000 - Date.now()))
    const held = await (await fetch(`${sim.url}/api/codex/v1/data`)).text()
    expect(held).toContain('"content"')
    expect(held).not.toContain('large.bin')
    await expect(page.getByRole('table', { name: 'Files' }).getByText('large.bin')).toHaveCount(0)
  })

  test('refuses the files past the tenth', async ({ page }) => {
    await page.goto('/dashboard/files')
    const files = Array.from({ length: 11 }, (_, index) => textFile(`many-${index}.txt`))
    await page
      .getByRole('region', { name: 'Upload' })
      .locator('input[type=file]')
      .setInputFiles(files)
    await expect(page.getByText(/At most 10 files can be uploaded at once/)).toBeVisible()
    await expect(page.getByText('File uploaded successfully')).toHaveCount(10)
  })
})
