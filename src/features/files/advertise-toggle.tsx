import { useStore } from '@nanostores/react'
import { useMemo } from 'react'
import { Switch } from '../../components/switch/switch.tsx'
import {
  advertiseChanges,
  advertiseErrors,
  advertisedOf,
  setAdvertised,
} from '../../stores/node/advertising.ts'
import { useNodeScope, useNodeStore } from '../../stores/react.ts'

/** "Shared" or "Private": whether the node announces a file to the network. */
export const advertiseWord = (advertised: boolean) => (advertised ? 'Shared' : 'Private')

/**
 * Whether the node announces one file to the network, and the switch that changes it (shown only
 * where the node serves advertising). The node's refusal is said beside it.
 */
export function AdvertiseToggle({ cid, name }: { cid: string; name: string }) {
  const scope = useNodeScope()
  const $advertised = useMemo(() => advertisedOf(scope, cid), [scope, cid])
  const advertised = useStore($advertised)
  const pending = useNodeStore(advertiseChanges)[cid]
  const error = useNodeStore(advertiseErrors)[cid]
  if (advertised.state === 'error' && pending === undefined) {
    return (
      <span className="advertise advertise--unknown" title={advertised.error.message}>
        Not known
      </span>
    )
  }
  const value = pending ?? (advertised.state === 'ready' ? advertised.data : undefined)
  return (
    <div className="advertise">
      <Switch
        checked={value ?? false}
        busy={value === undefined || pending !== undefined}
        aria-label={`Announce ${name} to the network`}
        onChange={(next) => void setAdvertised(scope, cid, next)}
      />
      <span className="advertise__state">{value === undefined ? '…' : advertiseWord(value)}</span>
      {error && (
        <span className="advertise__error" role="alert" title={error}>
          {error}
        </span>
      )}
    </div>
  )
}
