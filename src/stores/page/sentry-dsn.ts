import { parseHttpUrl } from '../../lib/urls.ts'
import { persistentText } from './persistent-value.ts'

function acceptDsn(raw: string): string | undefined {
  const trimmed = raw.trim()
  if (trimmed === '') return ''
  return parseHttpUrl(trimmed) ? trimmed : undefined
}

/** The error-reporting DSN from the Settings page or the `sentry-dsn` attribute; empty = off. */
export const $sentryDsn = persistentText('codex-sentry-dsn', '', acceptDsn)

/** Saves the DSN; returns false for a value that is not an http(s) URL (empty turns reporting off). */
export function setSentryDsn(raw: string): boolean {
  const dsn = acceptDsn(raw)
  if (dsn === undefined) return false
  $sentryDsn.set(dsn)
  return true
}
