import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test, type SimControl } from './support/fixtures.ts'
import { dsnFor, failDebugInfo, messageOf, recordedEvents } from './support/sentry-ingest.ts'

interface RecordedReplay {
  replay: { replay_id?: string; replay_type?: string }
  recordingBytes: number
}

const read = async <T>(request: APIRequestContext, url: string): Promise<T> =>
  (await (await request.get(url)).json()) as T

async function reportedEvent(request: APIRequestContext, sim: SimControl, page: Page) {
  await page.getByRole('button', { name: 'Refresh' }).first().click()
  await expect.poll(async () => (await recordedEvents(request, sim)).length).toBeGreaterThan(0)
  const [first] = await recordedEvents(request, sim)
  expect(messageOf(first)).toBe('debug info exploded')
  return first
}

test('in <vault-app> an error report sends the replay of the moments before it', async ({
  page,
  sim,
  request,
}) => {
  test.setTimeout(60_000)
  const traceHeaders: string[] = []
  page.on('request', (sent) => {
    const header = sent.headers()['sentry-trace']
    if (sent.url().includes('/api/codex/') && header) traceHeaders.push(header)
  })
  await failDebugInfo(sim, request)
  await page.goto('/dashboard/settings')
  await page.getByRole('textbox', { name: 'DSN' }).fill(dsnFor(sim))
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText('Failed node responses are reported')).toBeVisible()

  const reported = await reportedEvent(request, sim, page)
  const replayId = reported?.event.tags?.replayId
  expect(replayId, 'the error event names its replay').toMatch(/^[0-9a-f]{32}$/)
  await expect
    .poll(() => read<RecordedReplay[]>(request, `${sim.url}/sentry/replays`), { timeout: 30_000 })
    .toContainEqual(
      expect.objectContaining({
        // One session in ten is sampled whole ('session'); the rest send the buffer on error.
        replay: expect.objectContaining({
          replay_id: replayId,
          replay_type: expect.stringMatching(/^(buffer|session)$/),
        }),
        recordingBytes: expect.any(Number),
      }),
    )
  const [segment] = await read<RecordedReplay[]>(request, `${sim.url}/sentry/replays`)
  expect(segment?.recordingBytes).toBeGreaterThan(100)
  expect(traceHeaders, 'no trace headers on node requests (CORS)').toEqual([])
})

test('embedded widgets report errors without recording the host page', async ({
  page,
  sim,
  request,
}) => {
  const chunks: string[] = []
  page.on('request', (sent) => chunks.push(new URL(sent.url()).pathname))
  await failDebugInfo(sim, request)
  await page.goto('/embed.html')
  await page
    .locator('vault-health-check')
    .first()
    .evaluate((element, dsn) => element.setAttribute('sentry-dsn', dsn), dsnFor(sim))
  const reported = await reportedEvent(request, sim, page)
  expect(reported?.event.tags?.replayId).toBeUndefined()
  expect(chunks.filter((path) => path.includes('sentry-reporter'))).toHaveLength(1)
  expect(
    chunks.filter((path) => path.includes('sentry-page')),
    'replay never loads',
  ).toEqual([])
})
