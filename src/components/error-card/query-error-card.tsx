import { ErrorCard } from './error-card.tsx'

/** A query's outcome as far as its error card goes (structural, so the kit needs no store). */
export type QueryOutcome =
  | { state: 'loading' }
  | { state: 'ready'; stale: boolean; error: { message: string } | undefined }
  | { state: 'error'; error: { message: string } }

interface QueryErrorCardProps {
  query: QueryOutcome
  /** One of ERROR_SUBTITLES. */
  subtitle: string
  onRetry: () => void
  level?: 2 | 3 | 4
}

/**
 * The spec's error card for a node read: nothing while loading or current; the card alone when
 * nothing could be read; the compact card, saying the data shown is not current, when a refetch
 * failed over data already on screen (which the section keeps showing).
 */
export function QueryErrorCard({ query, subtitle, onRetry, level }: QueryErrorCardProps) {
  if (query.state === 'loading') return null
  if (query.state === 'ready' && !(query.stale && query.error)) return null
  const message = query.error?.message ?? ''
  return (
    <ErrorCard
      subtitle={subtitle}
      message={message}
      onRetry={onRetry}
      level={level}
      stale={query.state === 'ready'}
    />
  )
}
