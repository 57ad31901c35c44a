import css from './side-sheet.css?inline'
import { Dialog, DIALOG_CLOSE_DELAY_MS, type DialogProps } from '../overlay/dialog.tsx'

export const SIDE_SHEET_CLOSE_DELAY_MS = DIALOG_CLOSE_DELAY_MS

interface SideSheetProps extends DialogProps {
  /** The edge it slides from: `end` (right in LTR) or `start`. */
  side?: 'start' | 'end'
}

/**
 * A modal panel that slides in from the side, e.g. file details. Same focus rules as Modal: focus
 * moves in, Tab wraps, Escape closes, focus returns to the opener after the 250 ms exit.
 */
export function SideSheet({ side = 'end', ...dialog }: SideSheetProps) {
  return (
    <Dialog
      {...dialog}
      block="vault-sheet"
      modifiers={{ root: `vault-sheet--${side}` }}
      sheet={{ name: 'side-sheet', css }}
    />
  )
}
