import css from './side-sheet.css?inline'
import { DialogFrame, type DialogProps } from '../overlay/dialog-frame.tsx'
import { usePresence } from '../overlay/use-presence.ts'

export const SIDE_SHEET_CLOSE_DELAY_MS = 250

interface SideSheetProps extends DialogProps {
  /** The edge it slides from: `end` (right in LTR) or `start`. */
  side?: 'start' | 'end'
}

/**
 * A modal panel that slides in from the side, e.g. file details. Same focus rules as Modal: focus
 * moves in, Tab wraps, Escape closes, focus returns to the opener after the 250 ms exit.
 */
export function SideSheet({ open, side = 'end', closeLabel = 'Close', ...frame }: SideSheetProps) {
  const presence = usePresence(open, SIDE_SHEET_CLOSE_DELAY_MS)
  if (presence === 'closed') return null
  return (
    <DialogFrame
      {...frame}
      closing={presence === 'closing'}
      closeLabel={closeLabel}
      block="vault-sheet"
      modifiers={{ root: `vault-sheet--${side}` }}
      sheet={{ name: 'side-sheet', css }}
    />
  )
}
