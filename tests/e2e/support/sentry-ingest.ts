// The simulator's Sentry ingest, as the error-reporting e2e tests read and prepare it.
import type { APIRequestContext } from '@playwright/test'
import type { SimControl } from './fixtures.ts'

export interface RecordedEvent {
  event: {
    exception?: { values?: { value?: string }[] }
    extra?: Record<string, unknown>
    tags?: Record<string, unknown>
  }
}

/** The DSN that reports to the simulator's ingest. */
export const dsnFor = (sim: SimControl) => `http://public@${new URL(sim.url).host}/sentry/1`

export async function recordedEvents(
  request: APIRequestContext,
  sim: SimControl,
): Promise<RecordedEvent[]> {
  return (await (await request.get(`${sim.url}/sentry/events`)).json()) as RecordedEvent[]
}

export const messageOf = (recorded: RecordedEvent | undefined) =>
  recorded?.event.exception?.values?.[0]?.value ?? ''

/** Empties the ingest and makes every `/debug/info` call fail with 500 `debug info exploded`. */
export async function failDebugInfo(sim: SimControl, request: APIRequestContext): Promise<void> {
  await request.delete(`${sim.url}/sentry/events`)
  await sim.control('faults', {
    method: 'GET',
    path: '/debug/info',
    status: 500,
    body: 'debug info exploded',
    contentType: 'text/plain',
    times: 1000,
  })
}
