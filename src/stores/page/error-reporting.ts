import type { VaultError } from '../../api/result.ts'
import { INPUT_INVALID } from '../../api/validation-messages.ts'
import { getEnvironment } from './environment.ts'
import { $sentryDsn } from './sentry-dsn.ts'

/**
 * Reports a failed node response, except network failures (code 502), which are not reported,
 * and input the vault refused itself (`Cannot validate the input`), which never reached the node.
 */
export function reportNodeError(error: VaultError, context?: Record<string, unknown>): void {
  if (error.code === 502 || error.message.startsWith(INPUT_INVALID)) return
  getEnvironment().reportError(error, context)
}

/** The failure each query last reported, until it answers again. */
const lastReported = new WeakMap<object, string>()

/** What a named query's answer was: its failure, or undefined when it succeeded. */
export interface QueryOutcome {
  /** The query's `reportAs` name. */
  query: string
  /** Which query (one per node scope): repeated failures are told per query. */
  source: object
  error: VaultError | undefined
}

/**
 * Reports a named query's failure once, not once per poll: a failure every poll repeats (the
 * marketplace off, say) is one report; one seen while reporting was off (or went to another DSN)
 * is reported once reporting is on.
 */
export function reportQueryOutcome({ query, source, error }: QueryOutcome): void {
  if (!error) {
    lastReported.delete(source)
    return
  }
  const failure = `${$sentryDsn.get()} ${String(error.code)} ${error.message}`
  if (lastReported.get(source) === failure) return
  lastReported.set(source, failure)
  reportNodeError(error, { query })
}
