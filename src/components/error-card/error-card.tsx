import css from '../placeholder/placeholder.css?inline'
import { StyleSheet } from '../../styles/style-sheet.tsx'
import { Button } from '../button/button.tsx'
import { Icon } from '../icon/icon.tsx'

export const ERROR_TITLE = 'Error'

interface ErrorCardProps {
  /** What failed, e.g. one of ERROR_SUBTITLES. */
  subtitle?: string
  /** The error's own message (from the node: untrusted, rendered as text). */
  message: string
  onRetry?: () => void
  retryLabel?: string
  level?: 2 | 3 | 4
  /** The data shown beside the card is the last received: say so, in a compact card. */
  stale?: boolean
}

export const STALE_NOTE = 'Showing the last data received: it is not current.'

/** An error in the spec's shape: title `Error`, then the subtitle, then the message. Announced. */
export function ErrorCard({
  subtitle,
  message,
  onRetry,
  retryLabel = 'Retry',
  level = 3,
  stale = false,
}: ErrorCardProps) {
  const Heading = `h${level}` as const
  const className = `vault-placeholder vault-placeholder--error${stale ? ' vault-placeholder--compact' : ''}`
  return (
    <div className={className} role="alert">
      <StyleSheet name="placeholder" css={css} />
      <Icon className="vault-placeholder__icon" name="error" size={40} />
      <Heading className="vault-placeholder__title">{ERROR_TITLE}</Heading>
      {subtitle && <p className="vault-placeholder__subtitle">{subtitle}</p>}
      <p className="vault-placeholder__message">{message}</p>
      {stale && <p className="vault-placeholder__note">{STALE_NOTE}</p>}
      {onRetry && (
        <Button
          className="vault-placeholder__action"
          variant="outline"
          icon="refresh"
          onClick={onRetry}
        >
          {retryLabel}
        </Button>
      )}
    </div>
  )
}
