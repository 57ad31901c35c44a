import type { Availability } from '../../api/schemas/marketplace.ts'
import { Switch } from '../../components/switch/switch.tsx'
import { formatUnixSeconds } from '../../lib/dates.ts'
import { enabledChanges, setAvailabilityEnabled } from '../../stores/node/availability-enabled.ts'
import { useNodeScope, useNodeStore } from '../../stores/react.ts'

export const NO_END = 'No end'

/** When the availability stops selling, as the node holds it (0: never). */
export function availabilityEnd(until: bigint | undefined): string {
  return until ? formatUnixSeconds(Number(until)) : NO_END
}

/**
 * The Enabled switch of one row: off stops new sales without deleting the availability. While
 * the node has not answered it shows the value asked for.
 */
export function EnabledSwitch({
  availability,
  name,
}: {
  availability: Availability
  name: string
}) {
  const scope = useNodeScope()
  const changes = useNodeStore(enabledChanges)
  const pending = changes[availability.id]
  return (
    <Switch
      aria-label={`${name} enabled`}
      checked={pending ?? availability.enabled ?? true}
      busy={pending !== undefined}
      onChange={(enabled) => void setAvailabilityEnabled(scope, availability.id, name, enabled)}
    />
  )
}
