import type { ReactNode } from 'react'
import { Modal } from '../modal/modal.tsx'
import { Stepper } from '../stepper/stepper.tsx'

interface WizardProps {
  /** The modal's heading and the wizard's accessible name. */
  title: string
  steps: readonly string[]
  /** The step shown, 0-based. */
  step: number
  /** The submission is under way: both buttons show it. */
  submitting: boolean
  /** The last step shows a refused submission: only Back works. */
  failed: boolean
  /** Next is refused (a field is invalid); ignored on the last step, where it is Finish. */
  nextDisabled: boolean
  onStepChange: (step: number) => void
  /** Back on the first step, Escape or the close button. */
  onClose: () => void
  onFinish: () => void
  /** In a modal while `open` (the default), or in place, always shown, when `inline`. */
  inline?: boolean
  open?: boolean
  children: ReactNode
}

/**
 * The three-step wizard both marketplace wizards use: the stepper's rules (500 ms loading, completed
 * steps clickable, Back on step 0 closes, Finish closes) in a modal or in place. On the last step
 * only Finish works after a success and only Back after a failure.
 */
export function Wizard({
  title,
  steps,
  step,
  submitting,
  failed,
  nextDisabled,
  onStepChange,
  onClose,
  onFinish,
  inline = false,
  open = false,
  children,
}: WizardProps) {
  const last = step >= steps.length - 1
  const stepper = (
    <Stepper
      steps={steps}
      current={step}
      label={`${title} steps`}
      loading={submitting}
      nextDisabled={last ? failed : nextDisabled}
      backDisabled={last && !failed}
      onStepChange={onStepChange}
      onCancel={onClose}
      onFinish={onFinish}
    >
      {children}
    </Stepper>
  )
  if (inline) {
    return (
      <section className="vault-wizard" part="wizard" aria-label={title}>
        {stepper}
      </section>
    )
  }
  return (
    <Modal open={open} title={title} onClose={onClose} size="large">
      {stepper}
    </Modal>
  )
}
