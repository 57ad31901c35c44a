import type { VaultError } from '../api/result.ts'
import { lazyModule } from '../lib/lazy-module.ts'
import { $sentryDsn } from '../stores/page/sentry-dsn.ts'

// Reporting is off until a DSN is set, so its code (ours and Sentry's) loads with the first
// report or the first DSN: an element on a page that reports nothing never fetches it. A chunk
// that cannot load loses that report; nothing throws.
const sentryReporter = lazyModule(() => import('./sentry-reporter.ts'))

/** Sends one error report when a DSN is configured; otherwise does nothing. Never throws. */
export function reportError(error: VaultError, context?: Record<string, unknown>): void {
  if (!$sentryDsn.get()) return
  void sentryReporter
    .load()
    .then((reporter) => reporter.reportToSentry(error, context))
    .catch(() => undefined)
}

/** `reportForPage` once a DSN is set, for as long as the page is owned. */
export function ownPageReporting(): () => void {
  let release: (() => void) | undefined
  let released = false
  const unbind = $sentryDsn.subscribe((dsn) => {
    if (!dsn || release) return
    void sentryReporter
      .load()
      .then((reporter) => {
        if (!released && !release) release = reporter.reportForPage()
      })
      .catch(() => undefined)
  })
  return () => {
    released = true
    unbind()
    release?.()
  }
}
