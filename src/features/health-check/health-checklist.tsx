import { useStore } from '@nanostores/react'
import { $localNetworkBlocked, LOCAL_NETWORK_BLOCKED } from '../../stores/local-network.ts'
import { $online } from '../../stores/online.ts'
import { $portForwarding } from '../../stores/port-forwarding.ts'
import {
  $marketplace,
  $marketplaceAbsence,
  $marketplaceHealth,
  $nodeHealth,
  $spr,
  healthError,
} from '../../stores/node-status.ts'
import { CheckItem, type CheckState } from './check-item.tsx'

/** Internet, node connection, port forwarding and marketplace, each with its state. */
export function HealthChecklist() {
  const online = useStore($online)
  const node = useStore($nodeHealth)
  const marketplace = useStore($marketplaceHealth)
  const port = useStore($portForwarding)
  const blocked = useStore($localNetworkBlocked)
  const nodeError = healthError(useStore($spr))
  const absence = useStore($marketplaceAbsence)
  const marketplaceError = healthError(useStore($marketplace)) ?? absence?.message
  const portState: CheckState =
    port.state === 'checking' ? 'checking' : port.state === 'reachable' ? 'ok' : 'warning'
  const portDetail = port.state === 'unreachable' ? (port.reason ?? 'Not reachable') : undefined
  const nodeState: CheckState = node === 'checking' ? 'checking' : node === 'up' ? 'ok' : 'failed'
  const marketState: CheckState =
    marketplace === 'checking' ? 'checking' : marketplace === 'up' ? 'ok' : 'warning'
  return (
    <div className="checklist">
      <h3 id="health-check-title">Health Check</h3>
      <ul>
        <CheckItem label="Internet connection" state={online ? 'ok' : 'failed'} />
        <CheckItem
          label="Node connection"
          state={nodeState}
          detail={blocked ? LOCAL_NETWORK_BLOCKED : nodeState === 'failed' ? nodeError : undefined}
        />
        <CheckItem label="Port forwarding" state={portState} detail={portDetail} />
        <CheckItem
          label="Marketplace"
          state={marketState}
          detail={
            marketState !== 'warning'
              ? undefined
              : marketplaceError
                ? `Inactive: ${marketplaceError}`
                : 'Inactive'
          }
        />
      </ul>
    </div>
  )
}
