import type { ReactNode } from 'react'
import css from './placeholder.css?inline'
import { StyleSheet } from '../../styles/style-sheet.tsx'
import { Button } from '../button/button.tsx'
import { Icon, type IconName } from '../icon/icon.tsx'

interface PlaceholderProps {
  title: string
  message?: string
  icon?: IconName
  /** With it, a Retry button is shown that calls it. */
  onRetry?: () => void
  retryLabel?: string
  /** Disables Retry and shows it spinning while a retry is under way. */
  retrying?: boolean
  level?: 2 | 3 | 4
  children?: ReactNode
}

/** Stands in for content that is empty, missing or failed, with an optional Retry. */
export function Placeholder({
  title,
  message,
  icon = 'info',
  onRetry,
  retryLabel = 'Retry',
  retrying = false,
  level = 3,
  children,
}: PlaceholderProps) {
  const Heading = `h${level}` as const
  return (
    <div className="vault-placeholder">
      <StyleSheet name="placeholder" css={css} />
      <Icon className="vault-placeholder__icon" name={icon} size={40} />
      <Heading className="vault-placeholder__title">{title}</Heading>
      {message && <p className="vault-placeholder__message">{message}</p>}
      {children}
      {onRetry && (
        <Button
          className="vault-placeholder__action"
          variant="outline"
          icon="refresh"
          loading={retrying}
          onClick={onRetry}
        >
          {retryLabel}
        </Button>
      )}
    </div>
  )
}
