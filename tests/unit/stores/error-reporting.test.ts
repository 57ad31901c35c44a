import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent'
import { getClient } from '@sentry/browser'
import { startTestSimulator, type TestSimulator } from '../sim/sim-harness.ts'
import { setEnvironment, resetEnvironment } from '../../../src/stores/page/environment.ts'
import { reportNodeError } from '../../../src/stores/page/error-reporting.ts'
import { setSentryDsn } from '../../../src/stores/page/sentry-dsn.ts'
import { createSentryReporter } from '../../../src/platform/sentry-client.ts'
import { reportToSentry } from '../../../src/platform/sentry-reporter.ts'

useTestStorageEngine()

interface RecordedEvent {
  event: { exception?: { values?: { value?: string }[] }; extra?: Record<string, unknown> }
}

async function recordedEvents(sim: TestSimulator): Promise<RecordedEvent[]> {
  const response = await fetch(`${sim.url}/sentry/events`)
  return (await response.json()) as RecordedEvent[]
}

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const value = await read()
    if (done(value)) return value
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return read()
}

describe('error reporting', () => {
  let sim: TestSimulator
  beforeEach(async () => {
    cleanTestStorage()
    sim = await startTestSimulator()
    setEnvironment({ reportError: reportToSentry })
  })
  afterEach(() => {
    setSentryDsn('')
    resetEnvironment()
  })

  it('sends failed node responses to the configured DSN through an isolated client', async () => {
    setSentryDsn(`http://public@127.0.0.1:${sim.port}/sentry/1`)
    reportNodeError(
      { message: 'Not enough storage quota', code: 422, issues: null, sourceStack: null },
      { query: 'availabilities' },
    )
    const events = await eventually(
      () => recordedEvents(sim),
      (list) => list.length > 0,
    )
    expect(events).toHaveLength(1)
    expect(events[0]?.event.exception?.values?.[0]?.value).toBe('Not enough storage quota')
    expect(events[0]?.event.extra).toMatchObject({ code: 422, query: 'availabilities' })
  })

  it('never reports a network failure (code 502)', async () => {
    setSentryDsn(`http://public@127.0.0.1:${sim.port}/sentry/1`)
    reportNodeError({ message: 'Failed to fetch', code: 502, issues: null, sourceStack: null })
    reportNodeError({ message: 'marker', code: 500, issues: null, sourceStack: null })
    const events = await eventually(
      () => recordedEvents(sim),
      (list) => list.length > 0,
    )
    expect(events.map((e) => e.event.exception?.values?.[0]?.value)).toEqual(['marker'])
  })

  it('sends nothing while no DSN is configured', async () => {
    reportNodeError({ message: 'Internal error', code: 500, issues: null, sourceStack: null })
    // A marker sent once a DSN is set arrives after anything the first report could have sent.
    setSentryDsn(`http://public@127.0.0.1:${sim.port}/sentry/1`)
    reportNodeError({ message: 'marker', code: 500, issues: null, sourceStack: null })
    const events = await eventually(
      () => recordedEvents(sim),
      (list) => list.length > 0,
    )
    expect(events.map((e) => e.event.exception?.values?.[0]?.value)).toEqual(['marker'])
  })

  it('uses the spec sample rates and leaves the global Sentry hub alone', async () => {
    const reporter = await createSentryReporter(
      `http://public@127.0.0.1:${sim.port}/sentry/1`,
      false,
    )
    expect(reporter.scope.getClient()?.getOptions()).toMatchObject({
      tracesSampleRate: 1,
      replaysSessionSampleRate: 0.1,
      replaysOnErrorSampleRate: 1,
      tracePropagationTargets: [],
    })
    expect(reporter.ownsPage).toBe(false)
    expect(getClient()).toBeUndefined()
    await reporter.close()
  })

  it('becomes the page client only when asked and no other Sentry reports for the page', async () => {
    const dsn = `http://public@127.0.0.1:${sim.port}/sentry/1`
    const owner = await createSentryReporter(dsn, true)
    expect(owner.ownsPage).toBe(true)
    expect(getClient()).toBe(owner.scope.getClient())
    await owner.close()
    expect(getClient()).toBeUndefined()

    const carrier = globalThis as { __SENTRY__?: Record<string, unknown> }
    carrier.__SENTRY__ = { ...carrier.__SENTRY__, '8.55.0': {} }
    try {
      const guest = await createSentryReporter(dsn, true)
      expect(guest.ownsPage).toBe(false)
      expect(getClient()).toBeUndefined()
      await guest.close()
    } finally {
      delete carrier.__SENTRY__?.['8.55.0']
    }
  })
})
