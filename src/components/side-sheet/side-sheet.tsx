import { useId, useRef, type ReactNode } from 'react'
import css from './side-sheet.css?inline'
import { StyleSheet } from '../../styles/style-sheet.tsx'
import { Button } from '../button/button.tsx'
import { useFocusTrap } from '../overlay/use-focus-trap.ts'
import { usePresence } from '../overlay/use-presence.ts'

export const SIDE_SHEET_CLOSE_DELAY_MS = 250

interface SideSheetProps {
  open: boolean
  /** The sheet's visible heading and accessible name. */
  title: string
  /** Called at once on Escape, backdrop click or the close button; set `open` to false to close. */
  onClose: () => void
  children?: ReactNode
  footer?: ReactNode
  /** The edge it slides from: `end` (right in LTR) or `start`. */
  side?: 'start' | 'end'
  closeLabel?: string
}

/**
 * A modal panel that slides in from the side, e.g. file details. Same focus rules as Modal: focus
 * moves in, Tab wraps, Escape closes, focus returns to the opener after the 250 ms exit.
 */
export function SideSheet({ open, ...rest }: SideSheetProps) {
  const presence = usePresence(open, SIDE_SHEET_CLOSE_DELAY_MS)
  if (presence === 'closed') return null
  return <SheetFrame closing={presence === 'closing'} {...rest} />
}

function SheetFrame({
  closing,
  title,
  onClose,
  children,
  footer,
  side = 'end',
  closeLabel = 'Close',
}: Omit<SideSheetProps, 'open'> & { closing: boolean }) {
  const panel = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const requestClose = () => {
    if (!closing) onClose()
  }
  const onKeyDown = useFocusTrap(panel, requestClose)
  return (
    <div className={`vault-sheet vault-sheet--${side}`} data-state={closing ? 'closing' : 'open'}>
      <StyleSheet name="side-sheet" css={css} />
      <div className="vault-sheet__backdrop" aria-hidden="true" onClick={requestClose} />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className="vault-sheet__panel"
        onKeyDown={onKeyDown}
      >
        <header className="vault-sheet__header">
          <h2 id={titleId} className="vault-sheet__title">
            {title}
          </h2>
          <Button variant="ghost" icon="close" aria-label={closeLabel} onClick={requestClose} />
        </header>
        <div className="vault-sheet__body">{children}</div>
        {footer && <footer className="vault-sheet__footer">{footer}</footer>}
      </div>
    </div>
  )
}
