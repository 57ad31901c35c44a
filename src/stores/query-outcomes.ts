import type { VaultError } from '../api/result.ts'

/** What a named query's answer was: its failure, or undefined when it succeeded. */
export interface QueryOutcome {
  /** The query's `reportAs` name. */
  query: string
  /** Which query (one per node scope): repeated failures are told per query. */
  source: object
  error: VaultError | undefined
}

const outcomeListeners = new Set<(outcome: QueryOutcome) => void>()

/**
 * Calls `listener` with every answer of a query that has a `reportAs` name (error reporting
 * listens here). Returns the unsubscriber.
 */
export function onQueryOutcome(listener: (outcome: QueryOutcome) => void): () => void {
  outcomeListeners.add(listener)
  return () => outcomeListeners.delete(listener)
}

/** Tells every listener a named query's answer. */
export function tellQueryOutcome(outcome: QueryOutcome): void {
  for (const listener of outcomeListeners) listener(outcome)
}
