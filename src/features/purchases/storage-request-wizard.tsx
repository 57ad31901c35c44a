import { useStore } from '@nanostores/react'
import type { ReactNode } from 'react'
import { Modal } from '../../components/modal/modal.tsx'
import { Placeholder } from '../../components/placeholder/placeholder.tsx'
import { Wizard } from '../../components/wizard/wizard.tsx'
import { criteriaAccepted } from '../../lib/storage-request-rules.ts'
import {
  storageRequestCheck,
  storageRequestFlow,
  type StorageRequestCreated,
} from '../../stores/node/storage-request-wizard.ts'
import { marketplaceNotice, NO_MARKETPLACE_TITLE } from '../../stores/node/marketplace-gate.ts'
import { useNodeOf, useNodeStore } from '../../stores/react.ts'
import { StyleSheet } from '../../styles/style-sheet.tsx'
import { CriteriaStep } from './criteria-step.tsx'
import { OutcomeStep } from './outcome-step.tsx'
import { SelectFileStep } from './select-file-step.tsx'
import css from './storage-request.css?inline'

export const STORAGE_REQUEST_STEPS = ['Select File', 'Select Request Criteria', 'Success'] as const
const WIZARD_TITLE = 'Storage request'

export interface WizardClosedDetail {
  /** True when it closed with Finish after a request was sent. */
  finished: boolean
}

export interface StorageRequestWizardProps {
  /** Shown (in a modal unless `inline`). */
  open?: boolean
  /** Rendered in place, always shown, instead of in a modal. */
  inline?: boolean
  /** The upload offered on the first step (from the shell). */
  upload?: ReactNode
  onClose?: (detail: WizardClosedDetail) => void
  onStorageRequestCreated?: (detail: StorageRequestCreated) => void
}

/** The storage request wizard: Select File, Select Request Criteria, Success. Resumes where it was. */
export function StorageRequestWizard({
  open = false,
  inline = false,
  upload,
  onClose,
  onStorageRequestCreated,
}: StorageRequestWizardProps) {
  const storageRequestWizard = useNodeOf(storageRequestFlow)
  const step = useStore(storageRequestWizard.$shownStep)
  const outcome = useStore(storageRequestWizard.$outcome)
  const form = useStore(storageRequestWizard.$form)
  const check = useNodeStore(storageRequestCheck)
  const nextDisabled = step === 0 ? form.cid.trim() === '' : !criteriaAccepted(check)
  const notice = useNodeStore(marketplaceNotice)

  if (notice) {
    const body = <Placeholder title={NO_MARKETPLACE_TITLE} message={notice} />
    if (inline) return <section aria-label={WIZARD_TITLE}>{body}</section>
    return (
      <Modal open={open} title={WIZARD_TITLE} onClose={() => onClose?.({ finished: false })}>
        {body}
      </Modal>
    )
  }

  return (
    <>
      <StyleSheet name="storage-request" css={css} />
      <Wizard
        title={WIZARD_TITLE}
        steps={STORAGE_REQUEST_STEPS}
        step={step}
        submitting={outcome.state === 'submitting'}
        failed={outcome.state === 'failed'}
        nextDisabled={nextDisabled}
        inline={inline}
        open={open}
        onStepChange={async (next) => {
          const result = await storageRequestWizard.goTo(next)
          if (result.state === 'succeeded') onStorageRequestCreated?.(result.answer)
        }}
        onClose={() => onClose?.({ finished: false })}
        onFinish={() => {
          storageRequestWizard.finish()
          onClose?.({ finished: true })
        }}
      >
        {step === 0 ? (
          <SelectFileStep upload={upload} />
        ) : step === 1 ? (
          <CriteriaStep />
        ) : (
          <OutcomeStep outcome={outcome} />
        )}
      </Wizard>
    </>
  )
}
