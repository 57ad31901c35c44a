// The Nodes section with three simulated nodes (a Codex marketplace node, a Logos Storage node and
// a Codex v0.2.5 node behind basic auth): the fleet table, a node stopped and restarted, the
// password refused then accepted, add/rename/remove, and each node's own files after switching.
import type { Page } from '@playwright/test'
import { expect, expectAccessible } from './support/fixtures.ts'
import { testWithNodes } from './support/nodes-fixtures.ts'

const PASSWORD = 'vault-demo'
const test = testWithNodes([
  { name: 'Home node' },
  { name: 'Logos Storage node', api: 'storage' },
  { name: 'Hosted node', api: 'codex-0.2.5', auth: { username: 'vault', password: PASSWORD } },
])

function fleet(page: Page) {
  return page.getByRole('table', { name: 'Your nodes' })
}

function row(page: Page, name: RegExp) {
  return fleet(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name }) })
}

/** The Status cell's word for a node: up, down, password refused, ... */
function status(page: Page, name: RegExp) {
  return row(page, name).locator('.fleet-status')
}

function nodeForm(page: Page) {
  return page.locator('vault-app').locator('form.node-form')
}

async function editNode(page: Page, name: string, fields: Record<string, string>) {
  await page.getByRole('button', { name: `Edit ${name}` }).click()
  const form = nodeForm(page)
  for (const [label, value] of Object.entries(fields)) {
    await form.getByLabel(label, { exact: true }).fill(value)
  }
  await form.getByRole('button', { name: 'Save' }).click()
}

test('the fleet table shows every node live, each row on its own', async ({
  page,
  fleet: nodes,
}) => {
  await page.goto('/dashboard/nodes')
  await expect(status(page, /Home node/)).toHaveText('up')
  await expect(row(page, /Home node/)).toContainText('Codex')
  await expect(status(page, /Logos Storage node/)).toHaveText('up')
  await expect(row(page, /Logos Storage node/)).toContainText('Logos Storage')
  await expect(
    row(page, /Logos Storage node/).getByRole('cell', { name: 'none (no marketplace)' }),
  ).toHaveCount(2)
  // The hosted node's proxy asks for a password the list does not have yet: none was refused.
  await expect(status(page, /Hosted node/)).toHaveText('password needed')
  await expectAccessible(page)

  const [home] = nodes.nodes
  await home!.stop()
  // Down within one health poll (5 s); the others stay up.
  await expect(status(page, /Home node/)).toHaveText('down', { timeout: 8000 })
  await expect(status(page, /Logos Storage node/)).toHaveText('up')
  await home!.start()
  await expect(status(page, /Home node/)).toHaveText('up', { timeout: 8000 })
})

test('a node behind basic auth: the wrong password is refused, the right one works, and files go up and come back', async ({
  page,
  fleet: nodes,
}) => {
  await page.goto('/dashboard/nodes')
  await editNode(page, 'Hosted node', { Password: 'wrong' })
  await expect(status(page, /Hosted node/)).toHaveText('password refused', { timeout: 8000 })
  await editNode(page, 'Hosted node', { Password: PASSWORD })
  await expect(status(page, /Hosted node/)).toHaveText('up', { timeout: 8000 })
  await expect(row(page, /Hosted node/)).toContainText('Codex 0.2.5')
  // The password never shows in the page.
  expect(await page.content()).not.toContain(PASSWORD)

  await page.getByRole('button', { name: 'Make Hosted node the active node' }).click()
  await page.goto('/dashboard/files')
  await page
    .getByRole('region', { name: 'Upload' })
    .locator('input[type=file]')
    .setInputFiles({
      name: 'hosted.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('on the hosted node'),
    })
  await expect(page.getByText('File uploaded successfully')).toBeVisible()
  await expect(page.getByRole('table', { name: 'Files' }).getByText('hosted.txt')).toBeVisible()
  const hosted = nodes.nodes[2]!
  const counted = await hosted.requests()
  expect(counted.byRoute['POST /data']).toBe(1)
  // A link cannot carry the password: the file comes through a fetch with it, as an object URL.
  const popup = page.waitForEvent('popup')
  await page.getByRole('button', { name: 'Download hosted.txt' }).click()
  const opened = await popup
  expect(opened.url()).toMatch(/^blob:/)
  await expect(opened.locator('body')).toHaveText('on the hosted node')
  expect(opened.url()).not.toContain(PASSWORD)
})

test('switching the active node shows each node its own files, also after a reload', async ({
  page,
  fleet: nodes,
}) => {
  const [home, storage] = nodes.nodes
  const upload = async (node: typeof home, name: string) => {
    const response = await fetch(`${node!.api}/data`, {
      method: 'POST',
      headers: {
        'Content-Type': 'text/plain',
        'Content-Disposition': `attachment; filename="${name}"`,
      },
      body: `contents of ${name}`,
    })
    expect(response.status).toBe(200)
  }
  await upload(home, 'home-only.txt')
  await upload(storage, 'storage-only.txt')
  await page.goto('/dashboard/files')
  const files = page.getByRole('table', { name: 'Files' })
  await expect(files.getByText('home-only.txt')).toBeVisible()
  await expect(files.getByText('storage-only.txt')).toHaveCount(0)
  await page
    .getByRole('combobox', { name: 'Active node' })
    .selectOption({ label: 'Logos Storage node' })
  await expect(files.getByText('storage-only.txt')).toBeVisible()
  await expect(files.getByText('home-only.txt')).toHaveCount(0)
  await page.reload()
  await expect(files.getByText('storage-only.txt')).toBeVisible()
  await expect(files.getByText('home-only.txt')).toHaveCount(0)
})

test('adds, renames and removes a node', async ({ page }) => {
  await page.goto('/dashboard/nodes')
  const form = nodeForm(page)
  await form.getByLabel('Name', { exact: true }).fill('Test node')
  await form.getByLabel('Address', { exact: true }).fill('not an address')
  await form.getByRole('button', { name: 'Add node' }).click()
  await expect(form.getByText('Enter an http:// or https:// address')).toBeVisible()
  await form.getByLabel('Address', { exact: true }).fill('http://127.0.0.1:9')
  await form.getByRole('button', { name: 'Add node' }).click()
  await expect(status(page, /Test node/)).toHaveText(/down|CORS refused/, { timeout: 8000 })
  await editNode(page, 'Test node', { Name: 'Spare node' })
  await expect(row(page, /Spare node/)).toBeVisible()
  await page.getByRole('button', { name: 'Remove Spare node' }).click()
  await page
    .getByRole('dialog', { name: 'Remove this node?' })
    .getByRole('button', { name: 'Remove' })
    .click()
  await expect(row(page, /Spare node/)).toHaveCount(0)
  await expect(fleet(page).getByRole('row')).toHaveCount(5)
})

test('the fleet table and a widget of the same node share one poll', async ({
  page,
  fleet: nodes,
}) => {
  const home = nodes.nodes[0]!
  await page.goto('/dashboard/nodes')
  await expect(status(page, /Home node/)).toHaveText('up')
  await home.resetRequests()
  // Three health polls' worth of time: the top bar and the Home row both show the active node.
  await page.waitForTimeout(10_500)
  const counted = await home.requests()
  expect(counted.byRoute['GET /spr'] ?? 0).toBeLessThanOrEqual(3)
  expect(counted.byRoute['GET /spr'] ?? 0).toBeGreaterThanOrEqual(2)
})

test('switching the active node shows each node its own purchases', async ({
  page,
  fleet: nodes,
}) => {
  const [home, , hosted] = nodes.nodes
  // 300 KB: the smallest file a 3-node request takes.
  const request = async (node: typeof home, fill: number) => {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' }
    if (node!.authorization) headers.Authorization = node!.authorization
    const upload = await fetch(`${node!.api}/data`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/octet-stream' },
      body: Buffer.alloc(300 * 1024, fill),
    })
    const stored = await upload.text()
    const response = await fetch(`${node!.api}/storage/request/${stored}`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        duration: '3600',
        pricePerBytePerSecond: '1',
        proofProbability: '1',
        expiry: '600',
        collateralPerByte: '1',
        nodes: 3,
        tolerance: 1,
      }),
    })
    const answer = (await response.text()).trim()
    expect(response.status, answer).toBe(200)
    return answer
  }
  const homeRequest = await request(home, 1)
  const hostedRequest = await request(hosted, 2)
  await page.goto('/dashboard/nodes')
  await editNode(page, 'Hosted node', { Password: PASSWORD })
  await page.goto('/dashboard/purchases')
  const table = page.getByRole('table', { name: 'Purchases' })
  // Each row names its request id in full in a title; ids are shown 0x-prefixed, lower case.
  const shown = (id: string) =>
    table.locator(`[title="${id.startsWith('0x') ? id.toLowerCase() : `0x${id.toLowerCase()}`}"]`)
  await expect(shown(homeRequest)).toBeVisible()
  await expect(shown(hostedRequest)).toHaveCount(0)
  await page.getByRole('combobox', { name: 'Active node' }).selectOption({ label: 'Hosted node' })
  await expect(shown(hostedRequest)).toBeVisible()
  await expect(shown(homeRequest)).toHaveCount(0)
  await page.reload()
  await expect(shown(hostedRequest)).toBeVisible()
  await expect(shown(homeRequest)).toHaveCount(0)
})
