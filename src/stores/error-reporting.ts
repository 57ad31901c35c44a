import { computed } from 'nanostores'
import type { VaultError } from '../api/result.ts'
import { INPUT_INVALID } from '../api/validation-messages.ts'
import { parseHttpUrl } from '../lib/urls.ts'
import { getEnvironment } from './environment.ts'
import { persistentText } from './persistent-value.ts'

function acceptDsn(raw: string): string | undefined {
  const trimmed = raw.trim()
  if (trimmed === '') return ''
  return parseHttpUrl(trimmed) ? trimmed : undefined
}

/** The error-reporting DSN from the Settings page or the `sentry-dsn` attribute; empty = off. */
export const $sentryDsn = persistentText('codex-sentry-dsn', '', acceptDsn)

export const $errorReportingEnabled = computed($sentryDsn, (dsn) => dsn !== '')

/** Saves the DSN; returns false for a value that is not an http(s) URL (empty turns reporting off). */
export function setSentryDsn(raw: string): boolean {
  const dsn = acceptDsn(raw)
  if (dsn === undefined) return false
  $sentryDsn.set(dsn)
  return true
}

/**
 * Reports a failed node response, except network failures (code 502), which are not reported,
 * and input the vault refused itself (`Cannot validate the input`), which never reached the node.
 */
export function reportNodeError(error: VaultError, context?: Record<string, unknown>): void {
  if (error.code === 502 || error.message.startsWith(INPUT_INVALID)) return
  getEnvironment().reportError(error, context)
}
