import { useId, useRef, type ReactNode } from 'react'
import { StyleSheet } from '../../styles/style-sheet.tsx'
import { Button } from '../button/button.tsx'
import { useFocusTrap } from './use-focus-trap.ts'
import { usePresence } from './use-presence.ts'

/** How long a dialog plays its exit before it unmounts and focus returns to its opener. */
export const DIALOG_CLOSE_DELAY_MS = 250

/** What Modal and SideSheet take alike. */
export interface DialogProps {
  open: boolean
  /** The dialog's visible heading and accessible name. */
  title: string
  /** Called at once on Escape, backdrop click or the close button; set `open` to false to close. */
  onClose: () => void
  children?: ReactNode
  footer?: ReactNode
  closeLabel?: string
}

interface DialogFrameProps extends Omit<DialogProps, 'open' | 'closeLabel'> {
  /** True during the exit animation: closing again is ignored. */
  closing: boolean
  closeLabel: string
  /** The BEM block of the frame's classes, e.g. `vault-modal` gives `vault-modal__panel`. */
  block: string
  /** Extra classes on the outer element and on the panel. */
  modifiers?: { root?: string; panel?: string }
  /** The stylesheet the frame needs in its shadow root. */
  sheet: { name: string; css: string }
}

/**
 * What Modal and SideSheet share: while `open` (and for the exit that follows), a backdrop and a
 * labelled modal dialog with a header, body and optional footer; focus is trapped inside and
 * Escape closes. `block` and `modifiers` give each its own classes.
 */
export function Dialog({
  open,
  closeLabel = 'Close',
  ...frame
}: DialogProps & Omit<DialogFrameProps, 'closing' | 'closeLabel'>) {
  const presence = usePresence(open, DIALOG_CLOSE_DELAY_MS)
  if (presence === 'closed') return null
  return <DialogFrame {...frame} closing={presence === 'closing'} closeLabel={closeLabel} />
}

function DialogFrame({
  closing,
  title,
  onClose,
  children,
  footer,
  closeLabel,
  block,
  modifiers = {},
  sheet,
}: DialogFrameProps) {
  const panel = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const requestClose = () => {
    if (!closing) onClose()
  }
  const onKeyDown = useFocusTrap(panel, requestClose)
  const classes = (base: string, extra?: string) => (extra ? `${base} ${extra}` : base)
  return (
    <div className={classes(block, modifiers.root)} data-state={closing ? 'closing' : 'open'}>
      <StyleSheet name={sheet.name} css={sheet.css} />
      <div className={`${block}__backdrop`} aria-hidden="true" onClick={requestClose} />
      <div
        ref={panel}
        role="dialog"
        part="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={classes(`${block}__panel`, modifiers.panel)}
        onKeyDown={onKeyDown}
      >
        <header className={`${block}__header`}>
          <h2 id={titleId} className={`${block}__title`}>
            {title}
          </h2>
          <Button variant="ghost" icon="close" aria-label={closeLabel} onClick={requestClose} />
        </header>
        <div className={`${block}__body`}>{children}</div>
        {footer && <footer className={`${block}__footer`}>{footer}</footer>}
      </div>
    </div>
  )
}
