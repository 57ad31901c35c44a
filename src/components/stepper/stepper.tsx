import { useEffect, useRef, useState, type ReactNode } from 'react'
import css from './stepper.css?inline'
import { StyleSheet } from '../../styles/style-sheet.tsx'
import { Button } from '../button/button.tsx'
import { StepList } from './step-list.tsx'
import { useTimer } from '../timer/timer-context.ts'

export const STEPPER_DELAY_MS = 500

interface StepperProps {
  /** Step titles, in order. */
  steps: readonly string[]
  /** The shown step, 0-based. The stepper never changes it itself. */
  current: number
  /** A completed step, Next or Back was pressed; called after the 500 ms loading state. */
  onStepChange: (step: number) => void
  /** Back on the first step, after the loading state: the wizard should close. */
  onCancel?: () => void
  /** Finish (Next on the last step), after the loading state: the wizard should close and reset. */
  onFinish?: () => void
  /** Work under way outside the stepper (a submission): both buttons show it. */
  loading?: boolean
  nextDisabled?: boolean
  backDisabled?: boolean
  /** Next's text; defaults to Next, and Finish on the last step. */
  nextLabel?: string
  backLabel?: string
  /** Names the list of steps. */
  label?: string
  /** The current step's content. */
  children?: ReactNode
}

/**
 * A controlled wizard frame: step list, the current step's body (animated in over 500 ms), Back and
 * Next. Every move first holds both buttons in a loading state for 500 ms, then reports it.
 */
export function Stepper({
  steps,
  current,
  onStepChange,
  onCancel,
  onFinish,
  loading = false,
  nextDisabled = false,
  backDisabled = false,
  nextLabel,
  backLabel = 'Back',
  label = 'Progress',
  children,
}: StepperProps) {
  const [pending, setPending] = useState(false)
  const setTimer = useTimer()
  const cancelTimer = useRef(() => {})
  const body = useRef<HTMLDivElement>(null)
  const focusBodyNext = useRef(false)
  const busy = pending || loading
  const last = current >= steps.length - 1

  useEffect(() => () => cancelTimer.current(), [])
  useEffect(() => {
    if (!focusBodyNext.current) return
    focusBodyNext.current = false
    body.current?.focus()
  }, [current])

  const after = (action: () => void) => {
    if (busy) return
    setPending(true)
    cancelTimer.current = setTimer(() => {
      setPending(false)
      action()
    }, STEPPER_DELAY_MS)
  }

  const goBack = () => after(() => (current <= 0 ? onCancel?.() : onStepChange(current - 1)))
  const goNext = () => after(() => (last ? onFinish?.() : onStepChange(current + 1)))
  const goTo = (step: number) =>
    after(() => {
      focusBodyNext.current = true
      onStepChange(step)
    })

  return (
    <div className="vault-stepper">
      <StyleSheet name="stepper" css={css} />
      <StepList steps={steps} current={current} disabled={busy} label={label} onSelect={goTo} />
      <div
        key={current}
        ref={body}
        tabIndex={-1}
        className="vault-stepper__body"
        aria-busy={busy || undefined}
      >
        {children}
      </div>
      <div className="vault-stepper__actions">
        <Button variant="outline" loading={busy} disabled={backDisabled} onClick={goBack}>
          {backLabel}
        </Button>
        <Button loading={busy} disabled={nextDisabled} onClick={goNext}>
          {nextLabel ?? (last ? 'Finish' : 'Next')}
        </Button>
      </div>
    </div>
  )
}
