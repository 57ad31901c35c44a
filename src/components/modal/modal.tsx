import css from './modal.css?inline'
import { Dialog, DIALOG_CLOSE_DELAY_MS, type DialogProps } from '../overlay/dialog.tsx'

export const MODAL_CLOSE_DELAY_MS = DIALOG_CLOSE_DELAY_MS

interface ModalProps extends DialogProps {
  size?: 'medium' | 'large'
}

/**
 * A modal dialog rendered in place (fixed over the viewport, inside the element's shadow root).
 * After `open` turns false it plays its exit for 250 ms, then unmounts and gives focus back to the
 * opener. Content is mounted only while the modal shows. Put `data-autofocus` on the element that
 * should get focus first; otherwise the dialog itself takes it.
 */
export function Modal({ size = 'medium', ...dialog }: ModalProps) {
  return (
    <Dialog
      {...dialog}
      block="vault-modal"
      modifiers={{ panel: `vault-modal__panel--${size}` }}
      sheet={{ name: 'modal', css }}
    />
  )
}
