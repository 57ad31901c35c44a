import { useStore } from '@nanostores/react'
import { LOCAL_NETWORK_BLOCKED } from '../../lib/address-space.ts'
import { localNetworkBlocked } from '../../stores/node/local-network.ts'
import { marketplaceNotice as marketplaceNoticeOf } from '../../stores/node/marketplace-gate.ts'
import { $online } from '../../stores/page/online.ts'
import { portForwarding, type PortForwarding } from '../../stores/node/port-forwarding.ts'
import { connectionCountOf, connectionsText } from '../../stores/node/reachability.ts'
import { nodeTitleOf } from '../../stores/node/profile.ts'
import {
  marketplace as marketplaceQuery,
  marketplaceHealth,
  nodeHealth,
  spr as sprQuery,
  healthError,
} from '../../stores/node/status.ts'
import { CheckItem, type CheckState } from './check-item.tsx'
import { ConnectivityReport } from '../../components/connectivity/connectivity-report.tsx'
import { connectivity as connectivityOf } from '../../stores/node/connectivity-check.ts'
import { NodeFixSteps } from './node-fix-steps.tsx'
import { useNodeStore } from '../../stores/react.ts'

/**
 * The port forwarding line: a node that announces only this computer's address has no port to
 * forward until it announces another, so that is no fault; one on the local network needs one.
 */
function portCheckState(port: PortForwarding): CheckState {
  switch (port.state) {
    case 'checking':
      return 'checking'
    case 'reachable':
      return 'ok'
    case 'local-only':
      return port.announce.space === 'loopback' ? 'off' : 'warning'
    default:
      return 'warning'
  }
}

/** Internet, node connection, port forwarding and marketplace, each with its state. */
export function HealthChecklist() {
  const online = useStore($online)
  const node = useNodeStore(nodeHealth)
  const title = useNodeStore(nodeTitleOf)
  const marketplace = useNodeStore(marketplaceHealth)
  const marketplaceNotice = useNodeStore(marketplaceNoticeOf)
  const port = useNodeStore(portForwarding)
  const connections = useNodeStore(connectionCountOf)
  const connectivity = useNodeStore(connectivityOf)
  const blocked = useNodeStore(localNetworkBlocked)
  const spr = useNodeStore(sprQuery)
  const nodeError = healthError(spr)
  const marketplaceError = healthError(useNodeStore(marketplaceQuery))
  const portState: CheckState = portCheckState(port)
  const portDetail = [
    port.state === 'unreachable'
      ? (port.reason ?? 'Not reachable')
      : port.state === 'reachable' || port.state === 'local-only'
        ? port.detail
        : undefined,
    connections === null ? undefined : connectionsText(connections),
  ]
    .filter(Boolean)
    .join(', ')
  const nodeState: CheckState = node === 'checking' ? 'checking' : node === 'up' ? 'ok' : 'failed'
  const marketState: CheckState =
    marketplace === 'checking'
      ? 'checking'
      : marketplace === 'up'
        ? 'ok'
        : marketplace === 'off'
          ? 'off'
          : 'warning'
  const nothingAnswers =
    nodeState === 'failed' && !blocked && spr.state !== 'loading' && spr.error?.code === 502
  return (
    <div className="checklist">
      <h3 id="health-check-title">Health Check</h3>
      <ul>
        <CheckItem label="Internet connection" state={online ? 'ok' : 'failed'} />
        <CheckItem
          label="Node connection"
          state={nodeState}
          detail={
            blocked
              ? LOCAL_NETWORK_BLOCKED
              : nodeState === 'failed'
                ? nodeError
                : nodeState === 'ok'
                  ? (title ?? undefined)
                  : undefined
          }
        />
        <CheckItem label="Port forwarding" state={portState} detail={portDetail || undefined} />
        <CheckItem
          label="Marketplace"
          state={marketState}
          detail={
            marketState === 'off'
              ? (marketplaceNotice ?? undefined)
              : marketState !== 'warning'
                ? undefined
                : marketplaceError
                  ? `Inactive: ${marketplaceError}`
                  : 'Inactive'
          }
        />
      </ul>
      {connectivity.state !== 'down' && connectivity.state !== 'checking' && (
        <section className="connectivity-check" aria-labelledby="connectivity-check-title">
          <h4 id="connectivity-check-title">Reachable from the internet?</h4>
          <ConnectivityReport connectivity={connectivity} />
        </section>
      )}
      {nothingAnswers && <NodeFixSteps />}
    </div>
  )
}
