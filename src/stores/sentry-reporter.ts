import type { Scope } from '@sentry/browser'
import type { VaultError } from '../api/result.ts'
import { $sentryDsn } from './error-reporting.ts'

let reporter: { dsn: string; scope: Promise<Scope | undefined> } | undefined

function errorFrom(error: VaultError): Error {
  const reported = new Error(error.message)
  reported.name = error.code === null ? 'VaultError' : `VaultError ${error.code}`
  if (error.sourceStack) reported.stack = error.sourceStack
  return reported
}

/** Sends one error report when a DSN is configured; otherwise does nothing. Never throws. */
export function reportToSentry(error: VaultError, context: Record<string, unknown> = {}): void {
  const dsn = $sentryDsn.get()
  if (!dsn) return
  if (reporter?.dsn !== dsn) {
    const scope = import('./sentry-client.ts')
      .then((sentry) => sentry.createSentryScope(dsn))
      .catch(() => undefined)
    reporter = { dsn, scope }
  }
  void reporter.scope.then((base) => {
    if (!base) return
    const scope = base.clone()
    scope.setExtras({
      code: error.code,
      errors: error.issues,
      sourceStack: error.sourceStack,
      ...context,
    })
    scope.captureException(errorFrom(error))
  })
}
