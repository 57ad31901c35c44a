// A node behind basic auth made active on Nodes, then Files opened from the menu (no reload): a
// file uploaded there shows in the list at once (issue 39: it stayed "No data available").
import type { Page } from '@playwright/test'
import { expect } from './support/fixtures.ts'
import { testWithNodes } from './support/nodes-fixtures.ts'

const PASSWORD = 'vault-demo'
const test = testWithNodes([
  { name: 'Home node' },
  { name: 'Hosted node', api: 'codex-0.2.5', auth: { username: 'vault', password: PASSWORD } },
])

function hostedStatus(page: Page) {
  return page
    .getByRole('table', { name: 'Your nodes' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: /Hosted node/ }) })
    .locator('.fleet-status')
}

test('a file uploaded to the node made active on Nodes shows in Files at once', async ({
  page,
  fleet: nodes,
}) => {
  await page.goto('/dashboard/nodes')
  await expect(hostedStatus(page)).toHaveText('password needed', { timeout: 8000 })
  await page.getByRole('button', { name: 'Edit Hosted node' }).click()
  const form = page.locator('vault-app').locator('form.node-form')
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(hostedStatus(page)).toHaveText('up', { timeout: 8000 })
  // The page as a person finds it the next day: the password kept, nothing else done yet.
  await page.reload()
  await expect(hostedStatus(page)).toHaveText('up', { timeout: 8000 })
  await page.getByRole('button', { name: 'Make Hosted node the active node' }).click()

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Files' }).click()
  const files = page.getByRole('table', { name: 'Files' })
  await expect(files).toBeVisible()
  await page
    .getByRole('region', { name: 'Upload' })
    .locator('input[type=file]')
    .setInputFiles({
      name: 'hosted.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('on the hosted node'),
    })
  await expect(page.getByText('File uploaded successfully')).toBeVisible()
  const counted = await nodes.nodes[1]!.requests()
  expect(counted.byRoute['POST /data']).toBe(1)
  await expect(files.getByText('hosted.txt')).toBeVisible({ timeout: 5000 })
})
