import { readFile } from 'node:fs/promises'
import { expect, expectAccessible, test } from './support/fixtures.ts'
import {
  MINUTE,
  openAnalytics,
  passTime,
  simulateDay,
  START,
  storedBuckets,
} from './support/history-kit.ts'

test('a simulated day: the 24 h chart shows the disk filling and the hour the node was down', async ({
  page,
  sim,
}) => {
  test.setTimeout(120_000)
  await page.clock.install({ time: START })
  await page.goto('/dashboard')
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  // The recorder starts a few seconds after the node is first shown.
  await page.clock.fastForward(6000)
  await simulateDay(page, sim)
  await expect.poll(async () => Object.keys(await storedBuckets(page)).length).toBeGreaterThan(0)

  await openAnalytics(page)
  const history = page.getByRole('region', { name: 'History' })
  await expect(history.getByRole('button', { name: '24 h' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  const storage = history.getByRole('figure', { name: 'Storage' })
  await expect(storage).toBeVisible()
  await storage.getByText('Storage as a table').click()
  const table = storage.getByRole('table', { name: 'Storage' })
  await expect(table.getByRole('cell', { name: 'node down' }).first()).toBeVisible()
  const used = await table
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows
        .map((row) => row.querySelector('td')?.textContent ?? '')
        .filter((text) => /\d B|KB|MB/.test(text)),
    )
  // A point at each of the day's 48 steps (the watch's own polls), but for the hour it was down.
  expect(used.length).toBeGreaterThanOrEqual(40)
  const asKb = (text: string) => {
    const [value, unit] = text.split(' ')
    return Number(value) * (unit === 'MB' ? 1024 : unit === 'KB' ? 1 : 1 / 1024)
  }
  expect(asKb(used[used.length - 1] ?? '')).toBeGreaterThan(asKb(used[0] ?? ''))
  // A week draws the same day from the hours the recorder wrote beside the minutes.
  await history.getByRole('button', { name: '7 d' }).click()
  // The table opened above stays open across ranges.
  const week = history.getByRole('figure', { name: 'Storage' })
  await expect(
    week
      .getByRole('table', { name: 'Storage' })
      .getByRole('cell', { name: /\d (B|KB|MB)$/ })
      .first(),
  ).toBeVisible()
  await history.getByRole('button', { name: '24 h' }).click()
  await history.getByText(/Gaps \(\d+\)/).click()
  await expect(history.getByText(/: node down$/).first()).toBeVisible()
  await expect(history.getByText(/Uptime/)).toBeVisible()
  await expect(history.getByText(/^9\d\.\d %$/).first()).toBeVisible()

  const download = page.waitForEvent('download')
  await history.getByRole('button', { name: 'Export CSV' }).click()
  const csv = await readFile(await (await download).path(), 'utf8')
  const [header, ...rows] = csv.trim().split('\n')
  const columns = header?.split(',') ?? []
  expect(columns.slice(0, 4)).toEqual(['node', 'series', 'resolution', 'time'])
  expect(rows.length).toBeGreaterThan(40)
  const downColumn = columns.indexOf('down')
  const usedColumn = columns.indexOf('quotaUsed')
  expect(rows.some((row) => Number(row.split(',')[downColumn]) > 0)).toBe(true)
  const usedValues = rows.flatMap((row) => {
    const used = row.split(',')[usedColumn]
    return used ? [BigInt(used)] : []
  })
  expect(usedValues[usedValues.length - 1]! > usedValues[0]!).toBe(true)

  await expectAccessible(page)
  await page.emulateMedia({ colorScheme: 'dark' })
  await expectAccessible(page)

  // The home page's Storage and Peers cards draw the same day small.
  await page.locator('vault-app').getByRole('link', { name: 'Dashboard' }).click()
  await page.clock.fastForward(6000)
  await expect(
    page.getByRole('img', { name: /^Used over the last 24 hours: .+ to .+/ }),
  ).toBeVisible()
  await expect(
    page.getByRole('img', { name: /^Peers over the last 24 hours: \d+ to \d+$/ }),
  ).toBeVisible()
})

test('Clear history asks first, then the charts start over', async ({ page, sim }) => {
  await page.clock.install({ time: START })
  await page.goto('/dashboard')
  await page.clock.fastForward(6000)
  await simulateDay(page, sim, 8)
  await expect.poll(async () => Object.keys(await storedBuckets(page)).length).toBeGreaterThan(0)
  await openAnalytics(page)
  const history = page.getByRole('region', { name: 'History' })
  // There is a history to clear: the recorded hours are drawn.
  const watched = history.getByText(/% of the range$/)
  await expect(watched).toHaveText(/^(?!0\.0 )\d+\.\d % of the range$/)
  await history.getByRole('button', { name: 'Clear history' }).click()
  const dialog = page.getByRole('dialog', { name: 'Clear history?' })
  await dialog.getByRole('button', { name: 'Clear history' }).click()
  await expect(history.getByRole('status')).toHaveText('History cleared.')
  expect(await storedBuckets(page)).toEqual({})
  // The charts start over without a reload.
  await expect(watched).toHaveText('0.0 % of the range')
})

test('a removed node takes its history with it', async ({ page }) => {
  await page.clock.install({ time: START })
  await page.goto('/dashboard/nodes')
  const form = page.locator('vault-app').locator('form.node-form')
  await form.getByLabel('Name', { exact: true }).fill('Spare node')
  await form.getByLabel('Address', { exact: true }).fill('http://127.0.0.1:9')
  await form.getByRole('button', { name: 'Add node' }).click()
  await page.clock.fastForward(6000)
  // The spare node's refusals come on the network's time, not the page clock's: the minutes go on
  // until its first one is recorded.
  await expect
    .poll(async () => {
      await passTime(page, MINUTE)
      return Object.keys(await storedBuckets(page)).length
    })
    .toBeGreaterThan(1)
  const before = await storedBuckets(page)
  await page.getByRole('button', { name: 'Remove Spare node' }).click()
  await page
    .getByRole('dialog', { name: 'Remove this node?' })
    .getByRole('button', { name: 'Remove' })
    .click()
  await expect
    .poll(async () => Object.keys(await storedBuckets(page)).length)
    .toBe(Object.keys(before).length - 1)
})

test('without IndexedDB the section says so in plain words and the rest works', async ({
  page,
}) => {
  await page.addInitScript(() => {
    Object.defineProperty(globalThis, 'indexedDB', { value: undefined, configurable: true })
  })
  await page.goto('/dashboard/analytics')
  await expect(page.getByRole('alert')).toHaveText(/keeps no history here \(a private window/)
  await page.locator('vault-app').getByRole('link', { name: 'Files' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Files' })).toBeVisible()
})

test('a fresh profile: Analytics says when recording began and when the first point comes', async ({
  page,
}) => {
  test.setTimeout(60_000)
  await page.clock.install({ time: START })
  await page.goto('/dashboard')
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  await openAnalytics(page)
  const history = page.getByRole('region', { name: 'History' })
  const storage = history.getByRole('figure', { name: 'Storage' })
  await expect(storage.getByText('No points in this range')).toBeVisible()
  // The recorder starts a few seconds after the node is first shown.
  await page.clock.fastForward(6000)
  const note = history.getByText(
    /^Recording since \d\d:\d\d; the first point comes at \d\d:\d\d\.$/,
  )
  await expect(note).toBeVisible()
  const [since, first] = ((await note.textContent()) ?? '').match(/\d\d:\d\d/g) ?? []
  const clock = (time: number) =>
    page.evaluate((at) => new Intl.DateTimeFormat('en-GB', { timeStyle: 'short' }).format(at), time)
  expect(since).toBe(await clock(START.getTime()))
  expect(first).toBe(await clock(START.getTime() + MINUTE))

  // The minute goes by with the node's answers; its write is the first point, and the note goes.
  for (let step = 0; step < 6; step += 1) await passTime(page, MINUTE / 6)
  await expect(storage.getByText('Points from this browser')).toBeVisible()
  await expect(note).toBeHidden()
})
