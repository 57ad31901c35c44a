import type { VaultError } from '../api/result.ts'
import { $sentryDsn } from '../stores/page/sentry-dsn.ts'
import { createSentryReporter, type SentryReporter } from './sentry-client.ts'

interface Reporter {
  dsn: string
  forPage: boolean
  ready: Promise<SentryReporter | undefined>
}

let reporter: Reporter | undefined
let pageOwners = 0

function errorFrom(error: VaultError): Error {
  const reported = new Error(error.message)
  reported.name = error.code === null ? 'VaultError' : `VaultError ${error.code}`
  if (error.sourceStack) reported.stack = error.sourceStack
  return reported
}

/** The reporter for `dsn`, created (after the previous one is closed) when there is none yet. */
function reporterFor(dsn: string): Promise<SentryReporter | undefined> {
  const forPage = pageOwners > 0
  if (reporter?.dsn === dsn && (reporter.forPage || !forPage)) return reporter.ready
  const previous = reporter?.ready
  const ready = (async () => {
    await (await previous)?.close().catch(() => undefined)
    return createSentryReporter(dsn, forPage)
  })().catch(() => undefined)
  reporter = { dsn, forPage, ready }
  return ready
}

function stopReporting(): void {
  const stopping = reporter?.ready
  reporter = undefined
  void stopping?.then((current) => current?.close()).catch(() => undefined)
}

/** Sends one error report when a DSN is configured; otherwise does nothing. Never throws. */
export function reportToSentry(error: VaultError, context: Record<string, unknown> = {}): void {
  const dsn = $sentryDsn.get()
  if (!dsn) return
  void reporterFor(dsn).then((current) => {
    if (!current) return
    const scope = current.scope.clone()
    scope.setExtras({
      code: error.code,
      errors: error.issues,
      sourceStack: error.sourceStack,
      ...context,
    })
    scope.captureException(errorFrom(error))
  })
}

/**
 * Called by `<vault-app>`, which owns its page: while it is mounted, reporting starts as soon as a
 * DSN is set (so replay has the moments before an error) and stops when the DSN is cleared.
 */
export function reportForPage(): () => void {
  pageOwners += 1
  const unbind = $sentryDsn.subscribe((dsn) => {
    if (dsn) void reporterFor(dsn)
    else stopReporting()
  })
  return () => {
    pageOwners -= 1
    unbind()
  }
}
