/** One problem found while validating an input, in the node SDK's shape (path is dotted). */
export interface ValidationIssue {
  expected: string
  received: string
  message: string
  path: string | undefined
}

/** What every failed call yields: the node's text or a client-side reason, never an exception. */
export interface VaultError {
  message: string
  /** HTTP status, 502 for a network failure, null when the failure happened in the client. */
  code: number | null
  issues: ValidationIssue[] | null
  /** The stack of the underlying failure (a JSON parse error, say), for error reports. */
  sourceStack: string | null
}

export type Result<T> = { error: false; data: T } | { error: true; data: VaultError }

export function ok<T>(data: T): Result<T> {
  return { error: false, data }
}

export function fail<T = never>(
  message: string,
  details: Partial<Omit<VaultError, 'message'>> = {},
): Result<T> {
  return {
    error: true,
    data: {
      message,
      code: details.code ?? null,
      issues: details.issues ?? null,
      sourceStack: details.sourceStack ?? null,
    },
  }
}
