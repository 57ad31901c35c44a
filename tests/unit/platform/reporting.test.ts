import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent'
import type { VaultError } from '../../../src/api/result.ts'
import { setSentryDsn } from '../../../src/stores/page/sentry-dsn.ts'

useTestStorageEngine()

// The reporter module, as the lazy binding loads it: what it was handed, and whether it loaded.
const reporter = vi.hoisted(() => ({
  loaded: 0,
  reports: [] as unknown[],
  pageOwners: 0,
  released: 0,
}))
vi.mock('../../../src/platform/sentry-reporter.ts', () => {
  reporter.loaded += 1
  return {
    reportToSentry: (error: unknown, context: unknown) => reporter.reports.push({ error, context }),
    reportForPage: () => {
      reporter.pageOwners += 1
      return () => void (reporter.released += 1)
    },
  }
})

const { ownPageReporting, reportError } = await import('../../../src/platform/reporting.ts')

const FAILURE: VaultError = { message: 'boom', code: 500, issues: null, sourceStack: null }
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('error reporting, loaded when first used', () => {
  beforeEach(() => {
    cleanTestStorage()
    Object.assign(reporter, { loaded: 0, reports: [], pageOwners: 0, released: 0 })
  })
  afterEach(() => setSentryDsn(''))

  it('loads nothing and reports nothing while no DSN is set', async () => {
    reportError(FAILURE, { query: 'space' })
    const release = ownPageReporting()
    await settle()
    release()
    expect(reporter.loaded).toBe(0)
    expect(reporter.reports).toEqual([])
  })

  it('hands a report to the reporter once a DSN is set', async () => {
    setSentryDsn('https://key@sentry.example/1')
    reportError(FAILURE, { query: 'space' })
    await settle()
    expect(reporter.reports).toEqual([{ error: FAILURE, context: { query: 'space' } }])
  })

  it('owns the page for reporting from the moment a DSN is set until released', async () => {
    const release = ownPageReporting()
    await settle()
    expect(reporter.pageOwners).toBe(0)
    setSentryDsn('https://key@sentry.example/1')
    await settle()
    expect(reporter.pageOwners).toBe(1)
    release()
    expect(reporter.released).toBe(1)
  })

  it('does not own the page when released before the reporter arrived', async () => {
    setSentryDsn('https://key@sentry.example/1')
    ownPageReporting()()
    await settle()
    expect(reporter.pageOwners).toBe(0)
  })
})
