import css from './modal.css?inline'
import { DialogFrame, type DialogProps } from '../overlay/dialog-frame.tsx'
import { usePresence } from '../overlay/use-presence.ts'

export const MODAL_CLOSE_DELAY_MS = 250

interface ModalProps extends DialogProps {
  size?: 'medium' | 'large'
}

/**
 * A modal dialog rendered in place (fixed over the viewport, inside the element's shadow root).
 * After `open` turns false it plays its exit for 250 ms, then unmounts and gives focus back to the
 * opener. Content is mounted only while the modal shows. Put `data-autofocus` on the element that
 * should get focus first; otherwise the dialog itself takes it.
 */
export function Modal({ open, size = 'medium', closeLabel = 'Close', ...frame }: ModalProps) {
  const presence = usePresence(open, MODAL_CLOSE_DELAY_MS)
  if (presence === 'closed') return null
  return (
    <DialogFrame
      {...frame}
      closing={presence === 'closing'}
      closeLabel={closeLabel}
      block="vault-modal"
      modifiers={{ panel: `vault-modal__panel--${size}` }}
      sheet={{ name: 'modal', css }}
    />
  )
}
