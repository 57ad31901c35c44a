// The vault through Debian's nginx with deploy/nginx/codex-node.conf, in front of the simulator
// and of the real node: what the proxy answers a browser's preflight and another origin, and a
// person who adds the node in Nodes with its username and password, uploads, lists, downloads,
// and types a wrong password.
import { randomBytes } from 'node:crypto'
import type { Page } from '@playwright/test'
import { PASSWORD_REFUSED } from '../../../src/api/http.ts'
import { httpsCall } from '../nginx.ts'
import { expect, PASSWORD, test, USERNAME } from '../proxy-fixtures.ts'

const NAME = 'Proxied node'
const OTHER_ORIGIN = 'https://elsewhere.example.net'
const basic = (password: string) =>
  `Basic ${Buffer.from(`${USERNAME}:${password}`).toString('base64')}`

const fleetRow = (page: Page) =>
  page
    .getByRole('table', { name: 'Your nodes' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(NAME) }) })

/** Adds the proxy in Nodes as a person does: name, https address, username and password. */
async function addProxiedNode(page: Page, url: string, password: string) {
  await page.goto('/dashboard/nodes')
  const form = page.locator('vault-app').locator('form.node-form')
  await form.getByLabel('Name', { exact: true }).fill(NAME)
  await form.getByLabel('Address', { exact: true }).fill(url)
  await form.getByLabel('Username', { exact: true }).fill(USERNAME)
  await form.getByLabel('Password', { exact: true }).fill(password)
  await form.getByRole('button', { name: 'Add node' }).click()
  await expect(fleetRow(page)).toBeVisible()
}

test('the preflight passes without the password, and only the vault’s origin may read answers', async ({
  world,
}) => {
  const { proxy, vaultOrigin } = world
  const path = '/api/codex/v1/data'
  const preflight = (origin: string) =>
    httpsCall(proxy, path, {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,content-disposition,content-type',
      },
    })
  const ours = await preflight(vaultOrigin)
  expect(ours.status).toBe(204)
  expect(ours.headers['access-control-allow-origin']).toBe(vaultOrigin)
  expect(String(ours.headers['access-control-allow-headers'])).toMatch(/\bAuthorization\b/i)
  expect(String(ours.headers['access-control-allow-methods'])).toMatch(/\bPOST\b/)

  const theirs = await preflight(OTHER_ORIGIN)
  expect(theirs.headers['access-control-allow-origin']).toBeUndefined()
  // With the right password, from another origin: answered, but no page there may read it.
  const elsewhere = await httpsCall(proxy, path, {
    headers: { Origin: OTHER_ORIGIN, Authorization: basic(PASSWORD) },
  })
  expect(elsewhere.status).toBe(200)
  expect(elsewhere.headers['access-control-allow-origin']).toBeUndefined()

  // Without the password, and with a wrong one: 401 that the vault may read, so it can say so.
  for (const authorization of [undefined, basic('wrong')]) {
    const refused = await httpsCall(proxy, path, {
      headers: { Origin: vaultOrigin, ...(authorization ? { Authorization: authorization } : {}) },
    })
    expect(refused.status).toBe(401)
    expect(refused.headers['access-control-allow-origin']).toBe(vaultOrigin)
  }
  const allowed = await httpsCall(proxy, path, {
    headers: { Origin: vaultOrigin, Authorization: basic(PASSWORD) },
  })
  expect(allowed.status).toBe(200)
  // The node's own CORS answer (`*`) never reaches the browser beside the proxy's.
  expect(allowed.headers['access-control-allow-origin']).toBe(vaultOrigin)
})

test('only the node API is served: anything else is 404, with or without the password', async ({
  world,
}) => {
  for (const authorization of [undefined, basic(PASSWORD)]) {
    const headers = authorization ? { Authorization: authorization } : undefined
    expect((await httpsCall(world.proxy, '/', { headers })).status).toBe(404)
    expect((await httpsCall(world.proxy, '/metrics', { headers })).status).toBe(404)
  }
})

test('added in Nodes with its password: a file goes up unbuffered, is listed, and comes back byte for byte', async ({
  page,
  world,
}) => {
  // Past nginx's default 1 MB body limit and its in-memory buffers, both ways.
  const bytes = randomBytes(3 * 1024 * 1024 + 17)
  await addProxiedNode(page, world.proxy.url, PASSWORD)
  // The real node runs without its marketplace (no Ethereum provider), and says so.
  const up = world.backend === 'real node' ? 'marketplace off' : 'up'
  await expect(fleetRow(page).locator('.fleet-status')).toHaveText(up, { timeout: 15_000 })
  await expect(fleetRow(page)).toContainText('Codex')

  await page.goto('/dashboard/files')
  await page
    .getByRole('region', { name: 'Upload' })
    .locator('input[type=file]')
    .setInputFiles({ name: 'proxied.bin', mimeType: 'application/octet-stream', buffer: bytes })
  await expect(page.getByText('File uploaded successfully')).toBeVisible({ timeout: 20_000 })
  const files = page.getByRole('main').getByRole('table', { name: 'Files' })
  await expect(files.getByText('proxied.bin')).toBeVisible()
  const listed = (await (await fetch(`${world.nodeApi}/data`)).json()) as {
    content: { manifest: { filename?: string; datasetSize: number } }[]
  }
  const stored = listed.content.find((item) => item.manifest.filename === 'proxied.bin')
  expect(stored?.manifest.datasetSize).toBe(bytes.length)

  // A link cannot carry the password: the vault fetches the file with it and opens an object URL,
  // which Chromium saves as a download of the page that opened the window.
  const downloaded = page.waitForEvent('download')
  await files.getByRole('button', { name: 'Download proxied.bin' }).click()
  const download = await downloaded
  expect(download.url()).toMatch(/^blob:/)
  const chunks: Buffer[] = []
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer)
  expect(Buffer.concat(chunks).equals(bytes)).toBe(true)
  expect(await page.content()).not.toContain(PASSWORD)

  // nginx says in its error log (warn) when it holds an upload on disk instead of streaming it.
  expect(await world.proxy.errorLog()).not.toMatch(/client request body is buffered/)
})

test('a wrong password is refused, in words', async ({ page, world }) => {
  await addProxiedNode(page, world.proxy.url, 'not-the-password')
  await expect(fleetRow(page).locator('.fleet-status')).toHaveText('password refused', {
    timeout: 15_000,
  })
  await page.goto('/dashboard/files')
  await expect(page.getByRole('main').getByText(PASSWORD_REFUSED).first()).toBeVisible({
    timeout: 15_000,
  })
})

test('a download streams through to a slow reader: nginx keeps none of it on disk', async ({
  world,
}) => {
  // Straight to the node, as another client of it would: the proxy is tested on the way back.
  const bytes = randomBytes(8 * 1024 * 1024)
  const stored = await fetch(`${world.nodeApi}/data`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/octet-stream',
      'Content-Disposition': 'attachment; filename="slow-read.bin"',
    },
    body: bytes,
  })
  expect(stored.status).toBe(200)
  const cid = (await stored.text()).trim()
  const answer = await httpsCall(world.proxy, `/api/codex/v1/data/${cid}`, {
    headers: { Origin: world.vaultOrigin, Authorization: basic(PASSWORD) },
    readAfterMs: 1_500,
  })
  expect(answer.status).toBe(200)
  expect(answer.bytes.equals(bytes)).toBe(true)
  // A buffering proxy reads the node's answer ahead of the reader, past its memory, onto disk.
  expect(await world.proxy.errorLog()).not.toMatch(/upstream response is buffered/)
})
