// A download's alert across tabs and a reload, in a real browser (storage events, Web Locks): a
// network download whose start the node refused failed in one tab only, and is in no kept record.
// A second tab and a reload of the first cannot know it: they hold its alert, so nothing resolves,
// reopens or is told again.
import type { BrowserContext, Page } from '@playwright/test'
import { driveClock } from './support/driven-clock.ts'
import { expect } from './support/fixtures.ts'
import { testOnLine } from './support/line-fixtures.ts'

const test = testOnLine('storage')

/** Each page records the `vault-alert` events of downloads from its start (`<vault-alerts>`). */
async function recordDownloadAlerts(context: BrowserContext) {
  await context.addInitScript(() => {
    const events: string[] = []
    ;(window as unknown as { alertEvents: string[] }).alertEvents = events
    document.addEventListener('vault-alert', (event) => {
      const { state, rule } = (event as CustomEvent<{ state: string; rule: string }>).detail
      if (rule.startsWith('download-')) events.push(`${state} ${rule}`)
    })
    document.addEventListener('DOMContentLoaded', () => {
      const script = document.createElement('script')
      script.type = 'module'
      script.src = '/elements/vault-alerts.js'
      document.head.append(script)
      document.body.append(document.createElement('vault-alerts'))
    })
  })
}

const alertEvents = (page: Page) =>
  page.evaluate(() => (window as unknown as { alertEvents: string[] }).alertEvents)

async function openDownloadAlert(page: Page) {
  const bell = page.locator('vault-app').getByRole('button', { name: /^Alerts/ })
  if ((await bell.getAttribute('aria-expanded')) !== 'true') await bell.click()
  const inbox = page.locator('vault-app').getByRole('region', { name: 'Alerts' })
  return inbox
    .getByRole('list', { name: 'Open alerts' })
    .getByText(/^Network download of .* failed/)
}

test('a failed download one tab alone knows: a second tab and a reload hold its alert, nothing resolved or told again', async ({
  page,
  context,
  sim,
  request,
}) => {
  test.setTimeout(60_000)
  const state = (await (await request.get(`${sim.url}/_sim/state`)).json()) as {
    networkCids: string[]
  }
  await recordDownloadAlerts(context)
  const clock = await driveClock(context)
  await sim.control('faults', { method: 'POST', path: '/data/*/network', status: 500 })
  await page.goto('/dashboard/files')
  const card = page.getByRole('region', { name: 'Fetch manifest' })
  await card.getByRole('textbox', { name: 'CID' }).fill(state.networkCids[0]!)
  await card.getByRole('button', { name: 'Fetch' }).click()
  await expect.poll(() => alertEvents(page), { timeout: 30_000 }).toEqual(['open download-failed'])

  // The second tab judges the node on every status answer (5 s) for longer than a resolve takes.
  const second = await context.newPage()
  await second.goto('/dashboard/settings')
  await expect(await openDownloadAlert(second)).toBeVisible()
  await clock.pass(30_000, 5_000)
  expect(await alertEvents(second)).toEqual([])
  expect(await alertEvents(page)).toEqual(['open download-failed'])

  await page.reload()
  await clock.pass(30_000, 5_000)
  for (const each of [page, second]) {
    expect(await alertEvents(each)).toEqual([])
    await expect(await openDownloadAlert(each)).toBeVisible()
  }
})
