import { useStore } from '@nanostores/react'
import { useId, useMemo } from 'react'
import { TextField } from '../../components/text-field/text-field.tsx'
import { truncateId } from '../../lib/ids.ts'
import type { NumberField } from '../../lib/storage-request-rules.ts'
import { files as nodeFiles } from '../../stores/node/file-list.ts'
import { useNodeScope, useNodeStore } from '../../stores/react.ts'
import {
  estimateFor,
  chooseDurabilityPreset,
  setStorageRequestField,
  setStorageRequestUnit,
  storageRequestCheck,
  storageRequestFlow,
  storageRequestPreset,
} from '../../stores/node/storage-request-wizard.ts'
import { DurabilityPresets } from './durability-presets.tsx'
import { RequestSummary } from './request-summary.tsx'

const FIELDS: { field: Exclude<NumberField, 'availability'>; label: string; hint: string }[] = [
  { field: 'nodes', label: 'Number of storage nodes', hint: 'Hosts that each keep one slot.' },
  { field: 'tolerance', label: 'Failure node tolerated', hint: 'Hosts that may fail.' },
  { field: 'proofProbability', label: 'Proof request frequency', hint: 'Frequency level.' },
  { field: 'reward', label: 'Price per byte per second', hint: 'Tokens offered to hosts.' },
  { field: 'collateral', label: 'Collateral per byte', hint: 'Tokens each host stakes.' },
  { field: 'expiration', label: 'Request expiration in minutes', hint: 'Sent in seconds.' },
]

/** Step 2: durability preset, the contract's numbers, the warning and what it all means. */
export function CriteriaStep() {
  const scope = useNodeScope()
  const form = useStore(storageRequestFlow.of(scope).$form)
  const check = useNodeStore(storageRequestCheck)
  const { errors } = check
  const preset = useNodeStore(storageRequestPreset)
  const files = useNodeStore(nodeFiles)
  const estimate = useMemo(() => estimateFor(check, files), [check, files])
  const unitId = useId()

  return (
    <div className="storage-request__criteria">
      <DurabilityPresets
        selected={preset}
        onChoose={(choice) => chooseDurabilityPreset(scope, choice)}
      />
      <div className="storage-request__fields">
        <div className="storage-request__duration">
          <TextField
            label="Full period of the contract"
            type="number"
            min={0}
            step="any"
            inputMode="decimal"
            value={form.availability}
            error={errors.availability}
            hint="At most 7 days on the current Testnet."
            onChange={(event) =>
              setStorageRequestField(scope, 'availability', event.currentTarget.value)
            }
          />
          <label className="vault-visually-hidden" htmlFor={unitId}>
            Contract duration unit
          </label>
          <select
            id={unitId}
            className="storage-request__unit"
            value={form.availabilityUnit}
            onChange={(event) =>
              setStorageRequestUnit(scope, event.currentTarget.value === 'hours' ? 'hours' : 'days')
            }
          >
            <option value="days">Days</option>
            <option value="hours">Hours</option>
          </select>
        </div>
        {FIELDS.map(({ field, label, hint }) => (
          <TextField
            key={field}
            label={label}
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
            value={form[field]}
            error={errors[field]}
            hint={hint}
            onChange={(event) => setStorageRequestField(scope, field, event.currentTarget.value)}
          />
        ))}
      </div>
      <p className="storage-request__warning" role="note">
        <strong>Warning: </strong>
        If no suitable hosts are found for the CID {truncateId(form.cid.trim())} matching your
        storage requirements, you will incur a charge a small amount of tokens.
      </p>
      <RequestSummary estimate={estimate} />
    </div>
  )
}
