import { useEffect, useRef, useState } from 'react'
import { Button, type ButtonVariant } from '../button/button.tsx'
import { useTimer } from '../timer/timer-context.ts'

export const COPY_CONFIRMATION_MS = 3000

interface CopyButtonProps {
  /**
   * Does the copying (the platform's clipboard lives outside the kit) and says whether it worked;
   * a throw or rejection counts as a failure. Failures are the caller's to report.
   */
  onCopy: () => boolean | Promise<boolean>
  label?: string
  copiedLabel?: string
  /** Show only the icon; the label becomes the accessible name. */
  iconOnly?: boolean
  variant?: ButtonVariant
  size?: 'medium' | 'small'
}

/** A copy button that reads `Copied` for 3 s after a successful copy, and announces it. */
export function CopyButton({
  onCopy,
  label = 'Copy',
  copiedLabel = 'Copied',
  iconOnly = false,
  variant = 'outline',
  size = 'small',
}: CopyButtonProps) {
  const [copied, setCopied] = useState(false)
  const setTimer = useTimer()
  const cancelTimer = useRef(() => {})
  const mounted = useRef(true)

  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
      cancelTimer.current()
    }
  }, [])

  const copy = async () => {
    const done = await Promise.resolve()
      .then(onCopy)
      .catch(() => false)
    if (!done || !mounted.current) return
    cancelTimer.current()
    setCopied(true)
    cancelTimer.current = setTimer(() => setCopied(false), COPY_CONFIRMATION_MS)
  }

  const text = copied ? copiedLabel : label
  return (
    <>
      <Button
        variant={variant}
        size={size}
        icon={copied ? 'check' : 'copy'}
        aria-label={iconOnly ? text : undefined}
        onClick={() => void copy()}
      >
        {iconOnly ? undefined : text}
      </Button>
      <span className="vault-visually-hidden" role="status">
        {copied ? copiedLabel : ''}
      </span>
    </>
  )
}
