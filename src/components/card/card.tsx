import { useId, type ReactNode } from 'react'
import css from './card.css?inline'
import { StyleSheet } from '../../styles/style-sheet.tsx'

type HeadingLevel = 2 | 3 | 4

interface CardProps {
  /** Shown as the card's heading and used as the section's accessible name. */
  title?: string
  level?: HeadingLevel
  actions?: ReactNode
  className?: string
  /** The shadow part name, so a page can style the card from outside its element. */
  part?: string
  children?: ReactNode
}

/** A surface that groups related content; with a title it is a named section. */
export function Card({ title, level = 2, actions, className, part, children }: CardProps) {
  const titleId = useId()
  const Heading = `h${level}` as const
  return (
    <>
      <StyleSheet name="card" css={css} />
      <section
        className={className ? `vault-card ${className}` : 'vault-card'}
        part={part}
        aria-labelledby={title ? titleId : undefined}
      >
        {(title || actions) && (
          <header className="vault-card__header">
            {title && (
              <Heading id={titleId} className="vault-card__title">
                {title}
              </Heading>
            )}
            {actions && <div className="vault-card__actions">{actions}</div>}
          </header>
        )}
        {children}
      </section>
    </>
  )
}
