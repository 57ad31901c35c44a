import { DEFAULT_DEADLINES, NOT_FOUND_YET, nodeSilent } from '../../../src/api/deadlines.ts'
import { expect, SHORT_NETWORK_DEADLINE, test } from './real-fixtures.ts'

// A well-formed manifest cid that no node stores: a real Codex node looks for it for about 25
// minutes. The demo's `network-deadline` attribute stands in for the two minutes a page waits by
// default (the simulator and unit layers test that default).
const NOBODYS_CID = 'zDvZRwzm2mK7tvDzKScRLapqGdgNTLyyEBvx1TQY37J2CdWdS6Sj'
const NETWORK_MS = SHORT_NETWORK_DEADLINE * 1000
const ANSWER_MS = DEFAULT_DEADLINES.answerMs

test('a network fetch nobody can answer gives up at the deadline, and Keep waiting moves it to Transfers', async ({
  page,
  shortNetworkDemo,
}) => {
  test.setTimeout(NETWORK_MS + 60_000)
  await page.goto(`${shortNetworkDemo}/dashboard/files`)
  const card = page.getByRole('region', { name: 'Fetch manifest' })
  await card.getByRole('textbox', { name: 'CID' }).fill(NOBODYS_CID)
  const asked = Date.now()
  await card.getByRole('button', { name: 'Fetch' }).click()
  await expect(card.getByRole('button', { name: 'Fetching…' })).toBeVisible()
  await expect(card.getByRole('alert')).toHaveText(NOT_FOUND_YET, { timeout: NETWORK_MS + 20_000 })
  const waited = Date.now() - asked
  console.log(`real node: "${NOT_FOUND_YET}" after ${(waited / 1000).toFixed(1)} s`)
  expect(waited).toBeGreaterThanOrEqual(NETWORK_MS)

  await card.getByRole('button', { name: 'Keep waiting in Transfers' }).click()
  await expect(
    card.getByText('Still looking on the network: follow it in Transfers.'),
  ).toBeVisible()
  await page.getByRole('link', { name: 'Transfers' }).click()
  const row = page.getByRole('listitem').filter({ hasText: NOBODYS_CID })
  await expect(row).toContainText('Starting')
  await expect(row.getByRole('button', { name: /^Cancel / })).toBeVisible()
})

test('a list the node holds unanswered ends at the answer deadline, in words', async ({
  page,
  proxiedNode: { proxy, demoUrl },
}) => {
  test.setTimeout(ANSWER_MS + 45_000)
  proxy.hold('GET', /\/data$/, 'request')
  const asked = Date.now()
  await page.goto(`${demoUrl}/dashboard/files`)
  await proxy.held((call) => call.method === 'GET')
  const files = page.getByRole('main').getByRole('region', { name: 'Files' })
  await expect(files.getByText(nodeSilent(ANSWER_MS))).toBeVisible({ timeout: ANSWER_MS + 15_000 })
  const waited = Date.now() - asked
  console.log(
    `real node behind a silent proxy: list given up after ${(waited / 1000).toFixed(1)} s`,
  )
  expect(waited).toBeGreaterThanOrEqual(ANSWER_MS)
  proxy.stopHolding()
  proxy.releaseAll()
})
