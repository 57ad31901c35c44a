import { useId, useRef, type ReactNode } from 'react'
import css from './modal.css?inline'
import { StyleSheet } from '../../styles/style-sheet.tsx'
import { Button } from '../button/button.tsx'
import { useFocusTrap } from '../overlay/use-focus-trap.ts'
import { usePresence } from '../overlay/use-presence.ts'

export const MODAL_CLOSE_DELAY_MS = 250

interface ModalProps {
  open: boolean
  /** The dialog's visible heading and accessible name. */
  title: string
  /** Called at once on Escape, backdrop click or the close button; set `open` to false to close. */
  onClose: () => void
  children?: ReactNode
  footer?: ReactNode
  size?: 'medium' | 'large'
  closeLabel?: string
}

/**
 * A modal dialog rendered in place (fixed over the viewport, inside the element's shadow root).
 * After `open` turns false it plays its exit for 250 ms, then unmounts and gives focus back to the
 * opener. Content is mounted only while the modal shows. Put `data-autofocus` on the element that
 * should get focus first; otherwise the dialog itself takes it.
 */
export function Modal({
  open,
  title,
  onClose,
  children,
  footer,
  size = 'medium',
  closeLabel = 'Close',
}: ModalProps) {
  const presence = usePresence(open, MODAL_CLOSE_DELAY_MS)
  if (presence === 'closed') return null
  return (
    <ModalFrame
      closing={presence === 'closing'}
      title={title}
      onClose={onClose}
      footer={footer}
      size={size}
      closeLabel={closeLabel}
    >
      {children}
    </ModalFrame>
  )
}

function ModalFrame({
  closing,
  title,
  onClose,
  children,
  footer,
  size,
  closeLabel,
}: Omit<ModalProps, 'open'> & { closing: boolean }) {
  const panel = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const requestClose = () => {
    if (!closing) onClose()
  }
  const onKeyDown = useFocusTrap(panel, requestClose)
  return (
    <div className="vault-modal" data-state={closing ? 'closing' : 'open'}>
      <StyleSheet name="modal" css={css} />
      <div className="vault-modal__backdrop" aria-hidden="true" onClick={requestClose} />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`vault-modal__panel vault-modal__panel--${size}`}
        onKeyDown={onKeyDown}
      >
        <header className="vault-modal__header">
          <h2 id={titleId} className="vault-modal__title">
            {title}
          </h2>
          <Button variant="ghost" icon="close" aria-label={closeLabel} onClick={requestClose} />
        </header>
        <div className="vault-modal__body">{children}</div>
        {footer && <footer className="vault-modal__footer">{footer}</footer>}
      </div>
    </div>
  )
}
