import {
  BrowserClient,
  Scope,
  dedupeIntegration,
  defaultStackParser,
  linkedErrorsIntegration,
  makeFetchTransport,
} from '@sentry/browser'

/** Spec section 9: tracing 1, session replay 0.1, replay on error 1. */
export const SAMPLE_RATES = {
  tracesSampleRate: 1,
  replaysSessionSampleRate: 0.1,
  replaysOnErrorSampleRate: 1,
} as const

export const RELEASE = 'codex-vault@0.0.1'

/**
 * An isolated Sentry client bound to its own scope: no global init, nothing touches the host
 * page's globals. Loaded lazily by `sentry-reporter.ts`, so only pages that report pay for it.
 */
export function createSentryScope(dsn: string): Scope {
  const client = new BrowserClient({
    dsn,
    release: RELEASE,
    transport: makeFetchTransport,
    stackParser: defaultStackParser,
    integrations: [dedupeIntegration(), linkedErrorsIntegration()],
    ...SAMPLE_RATES,
  })
  const scope = new Scope()
  scope.setClient(client)
  client.init()
  return scope
}
