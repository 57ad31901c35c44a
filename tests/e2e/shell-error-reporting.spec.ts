import type { APIRequestContext } from '@playwright/test'
import { expect, test } from './support/fixtures.ts'

interface RecordedEvent {
  event: { exception?: { values?: { value?: string }[] }; extra?: Record<string, unknown> }
}

async function reportedMessages(request: APIRequestContext, simUrl: string): Promise<string[]> {
  const response = await request.get(`${simUrl}/sentry/events`)
  const events = (await response.json()) as RecordedEvent[]
  return events.map((entry) => entry.event.exception?.values?.[0]?.value ?? '')
}

test('failed node responses are reported only once a DSN is set, and never code 502', async ({
  page,
  sim,
  request,
}) => {
  await request.delete(`${sim.url}/sentry/events`)
  await sim.control('faults', {
    method: 'GET',
    path: '/debug/info',
    status: 500,
    body: 'debug info exploded',
    contentType: 'text/plain',
    times: 1000,
  })
  await page.goto('/dashboard/settings')
  await expect(page.getByText('Error reporting is off.')).toBeVisible()
  await page.getByRole('button', { name: 'Refresh' }).click()
  await page.waitForTimeout(500)
  expect(await reportedMessages(request, sim.url)).toEqual([])

  const dsn = `http://public@${new URL(sim.url).host}/sentry/1`
  await page.getByRole('textbox', { name: 'DSN' }).fill(dsn)
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Failed node responses are reported')).toBeVisible()
  await page.getByRole('button', { name: 'Refresh' }).click()
  await expect.poll(() => reportedMessages(request, sim.url)).toContain('debug info exploded')

  await request.delete(`${sim.url}/sentry/events`)
  await sim.control('down')
  await page.getByRole('button', { name: 'Refresh' }).click()
  await expect(page.getByRole('button', { name: 'Node: Node down' })).toBeVisible({
    timeout: 12_000,
  })
  await page.waitForTimeout(500)
  expect(await reportedMessages(request, sim.url)).toEqual([])
  await sim.control('up')
})

test('an invalid DSN is refused with a clear message', async ({ page }) => {
  await page.goto('/dashboard/settings')
  await page.getByRole('textbox', { name: 'DSN' }).fill('not a dsn')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(
    page.getByRole('alert').filter({ hasText: 'The DSN must be an http or https URL.' }),
  ).toBeVisible()
})
