import { formatDate } from '../../lib/dates.ts'
import type { NodeScope } from '../../stores/nodes/scope.ts'
import type { ManagerAlert } from '../../stores/page/alertmanager-mapping.ts'
import { AlertItemHead } from './alert-item-head.tsx'
import { MuteControl } from './mute-control.tsx'

/**
 * An alert only Alertmanager fires (the browser has not seen it, or has no rule for it): its
 * summary and description as the rules file words them, and where it came from.
 */
export function ManagerAlertItem({ alert, scope }: { alert: ManagerAlert; scope?: NodeScope }) {
  const rule = alert.rule
  return (
    <li className="alert-item" data-severity={alert.severity} data-resolved={false}>
      <AlertItemHead severity={alert.severity} title={alert.title} />
      <p className="alert-item-when">
        <span className="alert-item-node">{alert.node}</span> · started{' '}
        {formatDate(alert.startedAt)}
      </p>
      {alert.description && <p>{alert.description}</p>}
      <p className="alert-item-source">From Alertmanager ({alert.alertname})</p>
      {rule && scope && (
        <div className="alert-item-actions">
          <MuteControl scope={scope} rule={rule} node={alert.node} />
        </div>
      )}
    </li>
  )
}
