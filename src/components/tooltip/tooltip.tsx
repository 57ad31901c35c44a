import { useId, useRef, useState, type ReactNode } from 'react'
import css from './tooltip.css?inline'
import { StyleSheet } from '../../styles/style-sheet.tsx'
import { useAnchoredPosition } from '../overlay/use-anchored-position.ts'

interface TooltipProps {
  /** The tip, shown on hover and on keyboard focus, and read as the trigger's description. */
  text: string
  children: ReactNode
}

/**
 * A focusable trigger with a text tooltip: shown on hover and focus, hidden by Escape, announced
 * with the trigger, and placed over the page so a scrolling table never cuts it off.
 */
export function Tooltip({ text, children }: TooltipProps) {
  const id = useId()
  const anchor = useRef<HTMLSpanElement>(null)
  const [open, setOpen] = useState(false)
  const position = useAnchoredPosition(anchor, open)
  return (
    <span
      ref={anchor}
      className="vault-tooltip"
      tabIndex={0}
      aria-describedby={id}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => setOpen(true)}
      onBlur={() => setOpen(false)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation()
          setOpen(false)
        }
      }}
    >
      <StyleSheet name="tooltip" css={css} />
      {children}
      <span
        className="vault-tooltip__tip"
        role="tooltip"
        id={id}
        hidden={!open}
        style={position && { ...position, width: 'max-content', maxHeight: undefined }}
      >
        {text}
      </span>
    </span>
  )
}
