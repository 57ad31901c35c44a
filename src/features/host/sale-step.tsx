import { useStore } from '@nanostores/react'
import { Button } from '../../components/button/button.tsx'
import { ErrorCard } from '../../components/error-card/error-card.tsx'
import { ERROR_SUBTITLES } from '../../components/error-card/error-subtitles.ts'
import { Switch } from '../../components/switch/switch.tsx'
import { FieldFrame } from '../../components/text-field/field-frame.tsx'
import { TextField } from '../../components/text-field/text-field.tsx'
import { formatBytes } from '../../lib/bytes.ts'
import { NICKNAME_MAX_LENGTH } from '../../stores/node/availability-nicknames.ts'
import { DURATION_UNITS, type AvailabilityField } from '../../stores/node/availability-form.ts'
import {
  availabilityCheck,
  availabilityFlow,
  availabilityMaxBytes,
  setAvailabilityField,
  fillMaxAvailabilitySize,
  setAvailabilityEnabledField,
} from '../../stores/node/availability-wizard.ts'
import { capabilities } from '../../stores/node/profile.ts'
import { useNodeOf, useNodeScope, useNodeStore } from '../../stores/react.ts'
import { space as nodeSpace } from '../../stores/node/space.ts'

const DURATION_LABELS: Record<(typeof DURATION_UNITS)[number], string> = {
  hours: 'Hours',
  days: 'Days',
  months: 'Months',
}

function UnitSelect({
  label,
  field,
  value,
  options,
}: {
  label: string
  field: AvailabilityField
  value: string
  options: readonly (readonly [string, string])[]
}) {
  const scope = useNodeScope()
  return (
    <select
      className="availability-sale__unit"
      aria-label={label}
      value={value}
      onChange={(event) => setAvailabilityField(scope, field, event.currentTarget.value)}
    >
      {options.map(([option, text]) => (
        <option key={option} value={option}>
          {text}
        </option>
      ))}
    </select>
  )
}

/**
 * Step 1, Sale: size, duration, price, collateral and nickname, checked as they are typed; where
 * the node takes them, when selling stops and whether it sells now.
 */
export function SaleStep() {
  const scope = useNodeScope()
  const form = useStore(useNodeOf(availabilityFlow).$form)
  const limits = useNodeStore(capabilities)?.availabilityLimits ?? false
  const max = useNodeStore(availabilityMaxBytes)
  const space = useNodeStore(nodeSpace)
  const { errors } = useNodeStore(availabilityCheck)
  const text = (field: AvailabilityField) => ({
    value: form[field],
    onChange: (event: { currentTarget: HTMLInputElement }) =>
      setAvailabilityField(scope, field, event.currentTarget.value),
    error: errors[field],
  })

  return (
    <form className="availability-sale" noValidate onSubmit={(event) => event.preventDefault()}>
      {/* Without the free space no size can be checked: say why Next waits, and offer Retry. */}
      {space.state === 'error' && (
        <ErrorCard
          level={4}
          subtitle={ERROR_SUBTITLES.retrieveData}
          message={space.error.message}
          onRetry={() => void nodeSpace.of(scope).refetch()}
        />
      )}
      <div className="availability-sale__row">
        <TextField
          label="Total size"
          inputMode="decimal"
          autoComplete="off"
          hint={max === undefined ? 'Reading the free space…' : `At most ${formatBytes(max)}`}
          {...text('totalSize')}
        />
        <UnitSelect
          label="Total size unit"
          field="totalSizeUnit"
          value={form.totalSizeUnit}
          options={[
            ['gb', 'GB'],
            ['tb', 'TB'],
          ]}
        />
        <Button
          variant="ghost"
          size="small"
          disabled={max === undefined}
          onClick={() => fillMaxAvailabilitySize(scope)}
        >
          Use max size
        </Button>
      </div>
      <div className="availability-sale__row">
        <TextField label="Duration" inputMode="decimal" autoComplete="off" {...text('duration')} />
        <UnitSelect
          label="Duration unit"
          field="durationUnit"
          value={form.durationUnit}
          options={DURATION_UNITS.map((unit) => [unit, DURATION_LABELS[unit]] as const)}
        />
      </div>
      <TextField
        label="Min price per byte per second"
        inputMode="numeric"
        autoComplete="off"
        {...text('minPricePerBytePerSecond')}
      />
      <TextField
        label="Total collateral"
        inputMode="numeric"
        autoComplete="off"
        hint={form.collateralEdited ? undefined : 'Follows the total size until you change it.'}
        {...text('totalCollateral')}
      />
      {limits && (
        <>
          <TextField
            label="Until"
            type="datetime-local"
            hint="No new sales after this time; slots already sold carry on. Empty: no end."
            {...text('until')}
          />
          <FieldFrame label="Enabled" hint="Off: no new sales, without deleting the availability.">
            {(control) => (
              <Switch
                {...control}
                checked={form.enabled}
                onChange={(enabled) => setAvailabilityEnabledField(scope, enabled)}
              />
            )}
          </FieldFrame>
        </>
      )}
      <TextField
        label="Nickname"
        autoComplete="off"
        hint={`${NICKNAME_MAX_LENGTH} characters maximum, kept in this browser.`}
        {...text('nickname')}
      />
    </form>
  )
}
