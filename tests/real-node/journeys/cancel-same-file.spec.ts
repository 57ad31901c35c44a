import { randomBytes } from 'node:crypto'
import type { Page } from '@playwright/test'
import { expect, test } from './real-fixtures.ts'

// The same bytes under the same name are the same cid on the node. Cancelling a second upload of
// a file the node holds, just as the node has stored it, must not delete the person's original.
// The timing is made certain at the proxy: the node's answer to the second upload is held until
// the cancel has asked the node for its list, then let through before that list's answer, so the
// upload ends stored (with the original's cid) while the cancel runs.

const NAME = 'twice.bin'
const BYTES = randomBytes(300_000)
const UPLOAD_PATH = /\/data$/
/** Long enough for the page to take the upload's answer before the list's. */
const ANSWER_GAP_MS = 1_000
/** After the cancel's list is answered: time for its clean-up (a delete would follow at once). */
const CLEAN_UP_MS = 3_000

const chooseFile = (page: Page) =>
  page
    .getByRole('region', { name: 'Upload' })
    .locator('input[type=file]')
    .setInputFiles({ name: NAME, mimeType: 'application/octet-stream', buffer: BYTES })

const files = (page: Page) => page.getByRole('main').getByRole('table', { name: 'Files' })

test('cancelling a second upload of a file as the node stores it keeps the original, byte for byte', async ({
  page,
  realNode,
  proxiedNode: { proxy, demoUrl },
}) => {
  await page.goto(`${demoUrl}/dashboard/files`)
  await chooseFile(page)
  await expect(page.getByText('File uploaded successfully')).toBeVisible()
  await expect(files(page).getByText(NAME)).toBeVisible()
  const listed = (await (await fetch(`${realNode.api}/data`)).json()) as {
    content: { cid: string; manifest: { filename: string } }[]
  }
  const original = listed.content.find((item) => item.manifest.filename === NAME)?.cid ?? ''
  expect(original).not.toBe('')

  proxy.hold('POST', UPLOAD_PATH, 'answer')
  await chooseFile(page)
  const stored = await proxy.held((call) => call.method === 'POST' && call.at === 'answer')
  // The node has answered the second upload: it holds the file again, under the same cid.
  proxy.hold('GET', UPLOAD_PATH, 'request')
  await page.getByRole('button', { name: `Cancel the upload of ${NAME}` }).click()
  await proxy.held((call) => call.method === 'GET' && call.at === 'request')
  stored.release()
  await page.waitForTimeout(ANSWER_GAP_MS)
  proxy.stopHolding()
  // The cancel's list, and any poll of the page's held with it.
  proxy.releaseAll()
  await expect(page.getByText('The upload has been cancelled')).toBeVisible()
  await page.waitForTimeout(CLEAN_UP_MS)

  const after = (await (await fetch(`${realNode.api}/data`)).json()) as typeof listed
  expect(after.content.map((item) => item.cid)).toContain(original)
  await expect(files(page).getByText(NAME)).toBeVisible()
  const downloaded = page.waitForEvent('download')
  await files(page)
    .getByRole('button', { name: `Download ${NAME}` })
    .first()
    .click()
  const stream = await (await downloaded).createReadStream()
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(chunk as Buffer)
  expect(Buffer.concat(chunks).equals(BYTES)).toBe(true)
})
