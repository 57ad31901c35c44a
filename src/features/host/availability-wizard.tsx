import { useStore } from '@nanostores/react'
import { useEffect } from 'react'
import { ErrorCard } from '../../components/error-card/error-card.tsx'
import { ERROR_SUBTITLES } from '../../components/error-card/error-subtitles.ts'
import { Modal } from '../../components/modal/modal.tsx'
import { Placeholder } from '../../components/placeholder/placeholder.tsx'
import { Stepper } from '../../components/stepper/stepper.tsx'
import { $availabilitiesQuery } from '../../stores/availabilities.ts'
import {
  $availabilityCheck,
  $availabilitySubmission,
  $availabilityWizardStep,
  availabilityWizard,
  clearAvailabilitySubmission,
  finishAvailabilityWizard,
  goToAvailabilityStep,
  startAvailabilityCreate,
  startAvailabilityEdit,
  submitAvailability,
} from '../../stores/availability-wizard.ts'
import { $space } from '../../stores/space.ts'
import { StyleSheet } from '../../styles/style-sheet.tsx'
import css from './availability-wizard.css?inline'
import { ConfirmationStep, ResultStep } from './wizard-steps.tsx'
import { SaleStep } from './sale-step.tsx'

export const AVAILABILITY_STEPS = ['Sale', 'Confirmation', 'Success'] as const
export const WIZARD_TITLE = 'Availability'

export interface AvailabilitySavedDetail {
  id: string
}

export interface WizardCloseDetail {
  /** True after Finish, false for Back on the first step or Escape. */
  finished: boolean
}

interface WizardBodyProps {
  onClose?: (detail: WizardCloseDetail) => void
  onSaved?: (detail: AvailabilitySavedDetail) => void
}

/** The three steps with Back and Next; submission on the move from Confirmation. */
function WizardBody({ onClose, onSaved }: WizardBodyProps) {
  const step = useStore($availabilityWizardStep)
  const submission = useStore($availabilitySubmission)
  const { input } = useStore($availabilityCheck)
  // The limits need the space and the list; mounting them here keeps them fresh while shown.
  useStore($space)
  useStore($availabilitiesQuery)

  const changeStep = (next: number) => {
    if (step === 1 && next === 2) {
      void submitAvailability().then((id) => {
        if (id !== undefined) onSaved?.({ id })
      })
      return
    }
    goToAvailabilityStep(next)
  }

  return (
    <div className="availability-wizard">
      <StyleSheet name="availability-wizard" css={css} />
      <Stepper
        label="Availability steps"
        steps={AVAILABILITY_STEPS}
        current={step}
        onStepChange={changeStep}
        onCancel={() => onClose?.({ finished: false })}
        onFinish={() => {
          finishAvailabilityWizard()
          onClose?.({ finished: true })
        }}
        loading={submission.state === 'submitting'}
        nextDisabled={(step === 0 && !input) || submission.state === 'failed'}
      >
        {step === 0 && <SaleStep />}
        {step === 1 && <ConfirmationStep />}
        {step === 2 && <ResultStep submission={submission} />}
      </Stepper>
    </div>
  )
}

interface AvailabilityWizardProps {
  /** Edit this availability instead of creating one. */
  availabilityId?: string
  /** Show the wizard as a modal dialog (while `open`); without it the wizard is inline. */
  dialog?: boolean
  open?: boolean
  onClose?: (detail: WizardCloseDetail) => void
  onSaved?: (detail: AvailabilitySavedDetail) => void
}

/**
 * The availability wizard (Sale, Confirmation, Success): creates an availability, or edits the
 * one `availabilityId` names. Step and form survive a reload.
 */
export function AvailabilityWizard({
  availabilityId,
  dialog = false,
  open = false,
  onClose,
  onSaved,
}: AvailabilityWizardProps) {
  const availabilities = useStore($availabilitiesQuery)
  const shown = !dialog || open
  const edited =
    availabilityId && availabilities.state === 'ready'
      ? availabilities.data.find((each) => each.id === availabilityId)
      : undefined
  const missing = Boolean(availabilityId) && availabilities.state === 'ready' && !edited
  const loading = Boolean(availabilityId) && availabilities.state === 'loading'
  const form = useStore(availabilityWizard.$form)
  const submission = useStore($availabilitySubmission)
  const matches = form.id === availabilityId
  const needsStart =
    shown && submission.state === 'idle' && !matches && (!availabilityId || edited !== undefined)

  // Opening again starts from the saved step, never from a finished submission.
  useEffect(() => {
    if (shown) clearAvailabilitySubmission()
  }, [shown, availabilityId])
  useEffect(() => {
    if (!needsStart) return
    if (!availabilityId) startAvailabilityCreate()
    else if (edited) startAvailabilityEdit(edited)
  }, [needsStart, availabilityId, edited])

  const ready = matches || submission.state !== 'idle'
  const body = missing ? (
    <ErrorCard
      subtitle={ERROR_SUBTITLES.availabilityMissing}
      message={`No availability has the id ${availabilityId ?? ''}.`}
    />
  ) : loading || !ready ? (
    <Placeholder title="Loading the availability…" />
  ) : (
    <WizardBody onClose={onClose} onSaved={onSaved} />
  )

  if (!dialog) return <div part="base">{body}</div>
  return (
    <Modal
      open={open}
      title={WIZARD_TITLE}
      onClose={() => onClose?.({ finished: false })}
      size="large"
    >
      {body}
    </Modal>
  )
}
