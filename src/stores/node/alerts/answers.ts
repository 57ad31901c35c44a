import type { QueryValue } from '../query.ts'

/** A query's answer so far, read without listening (which would mount it and ask the node). */
export function answerOf<T>($query: { value: QueryValue<T> | undefined }): QueryValue<T> {
  return $query.value ?? { state: 'loading' }
}

/** The data of a fresh answer; null while loading, after a failed ask, or never asked. */
export function freshOf<T>(value: QueryValue<T>): T | null {
  return value.state === 'ready' && !value.stale ? value.data : null
}
