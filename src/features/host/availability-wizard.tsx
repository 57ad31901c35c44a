import { useStore } from '@nanostores/react'
import { useEffect } from 'react'
import { ErrorCard } from '../../components/error-card/error-card.tsx'
import { ERROR_SUBTITLES } from '../../components/error-card/error-subtitles.ts'
import { Modal } from '../../components/modal/modal.tsx'
import { Placeholder } from '../../components/placeholder/placeholder.tsx'
import { Wizard } from '../../components/wizard/wizard.tsx'
import { availabilitiesQuery } from '../../stores/node/availabilities.ts'
import {
  availabilityCheck,
  availabilityFlow,
  clearAvailabilityOutcome,
  startAvailabilityCreate,
  startAvailabilityEdit,
  type AvailabilitySaved,
} from '../../stores/node/availability-wizard.ts'
import { marketplaceNotice, NO_MARKETPLACE_TITLE } from '../../stores/node/marketplace-gate.ts'
import { useNodeOf, useNodeScope, useNodeStore } from '../../stores/react.ts'
import { space } from '../../stores/node/space.ts'
import { StyleSheet } from '../../styles/style-sheet.tsx'
import css from './availability-wizard.css?inline'
import { SaleStep } from './sale-step.tsx'
import { ConfirmationStep, ResultStep } from './wizard-steps.tsx'

export const AVAILABILITY_STEPS = ['Sale', 'Confirmation', 'Success'] as const
export const WIZARD_TITLE = 'Availability'

export interface AvailabilityWizardClosed {
  /** True when it closed with Finish after the availability was saved. */
  finished: boolean
}

export interface AvailabilityWizardProps {
  /** Edit this availability instead of creating one. */
  availabilityId?: string
  /** Shown (in a modal unless `inline`). */
  open?: boolean
  /** Rendered in place, always shown, instead of in a modal. */
  inline?: boolean
  onClose?: (detail: AvailabilityWizardClosed) => void
  onSaved?: (detail: AvailabilitySaved) => void
}

/**
 * Which availability the wizard works on: starts a create or an edit when it opens (resuming one
 * under way), and tells whether the edited availability is known, missing, or still loading.
 */
function useWizardTarget(availabilityId: string | undefined, shown: boolean) {
  const scope = useNodeScope()
  const availabilityWizard = availabilityFlow.of(scope)
  const availabilities = useNodeStore(availabilitiesQuery)
  const form = useStore(availabilityWizard.$form)
  const outcome = useStore(availabilityWizard.$outcome)
  // The limits need the space; mounting it here keeps it fresh while the wizard shows.
  useNodeStore(space)
  const list = availabilities.state === 'ready' ? availabilities.data : undefined
  const edited = availabilityId ? list?.find((each) => each.id === availabilityId) : undefined
  const matches = form.id === availabilityId
  const needsStart =
    shown && outcome.state === 'idle' && !matches && (!availabilityId || edited !== undefined)

  // Opening again starts from the saved step, never from a finished submission.
  useEffect(() => {
    if (shown) clearAvailabilityOutcome(scope)
  }, [shown, availabilityId, scope])
  useEffect(() => {
    if (!needsStart) return
    if (!availabilityId) startAvailabilityCreate(scope)
    else if (edited) startAvailabilityEdit(scope, edited)
  }, [needsStart, availabilityId, edited, scope])

  if (availabilityId && list && !edited && outcome.state === 'idle') return 'missing'
  return matches || outcome.state !== 'idle' ? 'ready' : 'loading'
}

/**
 * The availability wizard (Sale, Confirmation, Success): creates an availability, or edits the
 * one `availabilityId` names. Step and form survive a reload; a refusal shows on the last step.
 */
export function AvailabilityWizard({
  availabilityId: givenId,
  open = false,
  inline = false,
  onClose,
  onSaved,
}: AvailabilityWizardProps) {
  // An element without the attribute passes null; an empty one means no availability either.
  const availabilityId = givenId || undefined
  const shown = inline || open
  const target = useWizardTarget(availabilityId, shown)
  const availabilityWizard = useNodeOf(availabilityFlow)
  const step = useStore(availabilityWizard.$shownStep)
  const outcome = useStore(availabilityWizard.$outcome)
  const { input } = useNodeStore(availabilityCheck)
  const notice = useNodeStore(marketplaceNotice)
  const close = () => onClose?.({ finished: false })

  if (notice || target !== 'ready') {
    const body = notice ? (
      <Placeholder title={NO_MARKETPLACE_TITLE} message={notice} />
    ) : target === 'missing' ? (
      <ErrorCard
        subtitle={ERROR_SUBTITLES.availabilityMissing}
        message={`The node has no availability ${availabilityId ?? ''}.`}
      />
    ) : (
      <Placeholder title="Loading the availability…" />
    )
    if (inline) return <section aria-label={WIZARD_TITLE}>{body}</section>
    return (
      <Modal open={open} title={WIZARD_TITLE} onClose={close} size="large">
        {body}
      </Modal>
    )
  }

  return (
    <>
      <StyleSheet name="availability-wizard" css={css} />
      <Wizard
        title={WIZARD_TITLE}
        steps={AVAILABILITY_STEPS}
        step={step}
        submitting={outcome.state === 'submitting'}
        failed={outcome.state === 'failed'}
        nextDisabled={step === 0 && !input}
        inline={inline}
        open={open}
        onStepChange={async (next) => {
          const result = await availabilityWizard.goTo(next)
          if (result.state === 'succeeded') onSaved?.(result.answer)
        }}
        onClose={close}
        onFinish={() => {
          availabilityWizard.finish()
          onClose?.({ finished: true })
        }}
      >
        <div className="availability-wizard">
          {step === 0 ? <SaleStep /> : step === 1 ? <ConfirmationStep /> : <ResultStep />}
        </div>
      </Wizard>
    </>
  )
}
