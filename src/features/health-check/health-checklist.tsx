import { useStore } from '@nanostores/react'
import { $online } from '../../stores/online.ts'
import { $marketplaceHealth, $nodeHealth } from '../../stores/node-status.ts'
import { CheckItem, type CheckState } from './check-item.tsx'

/** Internet, node connection, port forwarding and marketplace, each with its state. */
export function HealthChecklist() {
  const online = useStore($online)
  const node = useStore($nodeHealth)
  const marketplace = useStore($marketplaceHealth)
  const nodeState: CheckState = node === 'checking' ? 'checking' : node === 'up' ? 'ok' : 'failed'
  const marketState: CheckState =
    marketplace === 'checking' ? 'checking' : marketplace === 'up' ? 'ok' : 'warning'
  return (
    <div className="checklist">
      <h3 id="health-check-title">Health Check</h3>
      <ul>
        <CheckItem label="Internet connection" state={online ? 'ok' : 'failed'} />
        <CheckItem label="Node connection" state={nodeState} />
        <CheckItem label="Marketplace" state={marketState} />
      </ul>
    </div>
  )
}
