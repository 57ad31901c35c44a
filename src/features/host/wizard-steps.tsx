import { useStore } from '@nanostores/react'
import { ErrorCard } from '../../components/error-card/error-card.tsx'
import { ERROR_SUBTITLES } from '../../components/error-card/error-subtitles.ts'
import { Placeholder } from '../../components/placeholder/placeholder.tsx'
import { formatBytes } from '../../lib/bytes.ts'
import { formatDuration } from '../../lib/durations.ts'
import { formatInteger } from '../../lib/exact.ts'
import { availabilityCheck, availabilityFlow } from '../../stores/node/availability-wizard.ts'
import { useNodeOf, useNodeStore } from '../../stores/react.ts'
import { space as nodeSpace } from '../../stores/node/space.ts'
import { availabilityEnd } from './availability-limits.tsx'
import { DiskUsage } from './disk-usage.tsx'

/** Step 2, Confirmation: what will be sent, and the question. */
export function ConfirmationStep() {
  const form = useStore(useNodeOf(availabilityFlow).$form)
  const { input } = useNodeStore(availabilityCheck)
  const space = useNodeStore(nodeSpace)
  const editing = form.id !== undefined
  return (
    <div className="availability-confirm">
      {space.state === 'ready' && <DiskUsage space={space.data} />}
      <h3>{editing ? 'Confirm the changes to your sale' : 'Confirm your new sale'}</h3>
      {input && (
        <dl className="availability-confirm__summary">
          <dt>Total size</dt>
          <dd>{formatBytes(input.totalSize)}</dd>
          <dt>Duration</dt>
          <dd>{formatDuration(input.duration)}</dd>
          <dt>Min price per byte per second</dt>
          <dd>{formatInteger(input.minPricePerBytePerSecond)}</dd>
          <dt>Total collateral</dt>
          <dd>{formatInteger(input.totalCollateral)}</dd>
          {input.until !== undefined && (
            <>
              <dt>Until</dt>
              <dd>{availabilityEnd(BigInt(input.until))}</dd>
            </>
          )}
          {input.enabled !== undefined && (
            <>
              <dt>Enabled</dt>
              <dd>{input.enabled ? 'Yes' : 'No: no new sales'}</dd>
            </>
          )}
          {form.nickname.trim() !== '' && (
            <>
              <dt>Nickname</dt>
              <dd>{form.nickname.trim()}</dd>
            </>
          )}
        </dl>
      )}
      <p>
        {editing
          ? "By clicking 'Next', you will update this sale with the values above. Do you want to confirm ?"
          : "By clicking 'Next', you will establish a new sale based on the space allocation specified above. Do you want to confirm ?"}
      </p>
    </div>
  )
}

/** Step 3: Success, or the error with the node's words (only Back is enabled then). */
export function ResultStep() {
  const outcome = useStore(useNodeOf(availabilityFlow).$outcome)
  if (outcome.state === 'failed') {
    const { error } = outcome
    // 404 on PATCH: the edited availability is gone from the node.
    const missing = error.code === 404
    return (
      <ErrorCard
        subtitle={
          missing ? ERROR_SUBTITLES.availabilityMissing : ERROR_SUBTITLES.createAvailability
        }
        message={error.message || `The node answered ${error.code ?? 'nothing'}.`}
      />
    )
  }
  return (
    <Placeholder
      icon="check-circle"
      title="Success"
      message="The new sale will appear in your sale list. You can safely close this dialog."
    />
  )
}
