import type { ReactNode } from 'react'
import css from './card.css?inline'
import { StyleSheet } from '../../styles/style-sheet.tsx'

/** A quiet button for a card's header, such as Details. */
export function CardAction({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <>
      <StyleSheet name="card" css={css} />
      <button type="button" className="vault-card__action" onClick={onClick}>
        {children}
      </button>
    </>
  )
}
