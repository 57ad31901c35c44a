import type { APIRequestContext } from '@playwright/test'
import { expect, test, type SimControl } from './support/fixtures.ts'
import { dsnFor, failDebugInfo, messageOf, recordedEvents } from './support/sentry-ingest.ts'

const reportedMessages = async (request: APIRequestContext, sim: SimControl) =>
  (await recordedEvents(request, sim)).map(messageOf)

test('failed node responses are reported only once a DSN is set, and never code 502', async ({
  page,
  sim,
  request,
}) => {
  await failDebugInfo(sim, request)
  await page.goto('/dashboard/settings')
  await expect(page.getByText('Error reporting is off.')).toBeVisible()
  // The refresh's failed answer must have come, or nothing was there to report.
  const failed = page.waitForResponse(
    (answer) => answer.url().endsWith('/debug/info') && answer.status() === 500,
  )
  await page.getByRole('button', { name: 'Refresh' }).click()
  await failed
  await page.waitForTimeout(500)
  expect(await reportedMessages(request, sim)).toEqual([])

  await page.getByRole('textbox', { name: 'DSN' }).fill(dsnFor(sim))
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText('Failed node responses are reported')).toBeVisible()
  await page.getByRole('button', { name: 'Refresh' }).click()
  await expect.poll(() => reportedMessages(request, sim)).toContain('debug info exploded')

  await request.delete(`${sim.url}/sentry/events`)
  await sim.control('down')
  await page.getByRole('button', { name: 'Refresh' }).click()
  await expect(page.getByRole('button', { name: 'Node: Node down' })).toBeVisible({
    timeout: 12_000,
  })
  await page.waitForTimeout(500)
  expect(await reportedMessages(request, sim)).toEqual([])
  await sim.control('up')
})

test('an invalid DSN is refused with a clear message', async ({ page }) => {
  await page.goto('/dashboard/settings')
  await page.getByRole('textbox', { name: 'DSN' }).fill('not a dsn')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(
    page.getByRole('alert').filter({ hasText: 'The DSN must be an http or https URL.' }),
  ).toBeVisible()
})
