import { useStore } from '@nanostores/react'
import { Button } from '../../components/button/button.tsx'
import { FixStepList } from '../../components/fix-steps/fix-step-list.tsx'
import { nodeFixSteps } from '../../stores/node/node-fix-steps.ts'
import { formatDate } from '../../lib/dates.ts'
import { formatDuration } from '../../lib/durations.ts'
import { dismissAlert, unmuteRule } from '../../stores/node/alerts/alert-actions.ts'
import { $inbox, $mutedRules, type InboxEntry } from '../../stores/node/alerts/engine.ts'
import { RULE_TEXTS } from '../../monitoring/rule-texts.ts'
import { $fleetScopes } from '../../stores/nodes/fleet-scopes.ts'
import { $alertmanagerAnswer, $managerSplit } from '../../stores/page/alertmanager-alerts.ts'
import { conditionKey } from '../../stores/page/alertmanager-mapping.ts'
import { $silenceProblem } from '../../stores/node/alerts/silences.ts'
import { StyleSheet } from '../../styles/style-sheet.tsx'
import css from './alert-inbox.css?inline'
import { ManagerAlertItem } from './manager-alert-item.tsx'
import { AlertItemHead } from './alert-item-head.tsx'
import { MuteControl } from './mute-control.tsx'

function AlertItem({ entry, alsoSeen }: { entry: InboxEntry; alsoSeen: boolean }) {
  const { alert, node, scope } = entry
  const rule = RULE_TEXTS[alert.rule]
  const resolved = alert.resolvedAt !== null
  return (
    <li className="alert-item" data-severity={alert.severity} data-resolved={resolved}>
      <AlertItemHead severity={alert.severity} title={alert.title} />
      <p className="alert-item-when">
        <span className="alert-item-node">{node}</span> · started {formatDate(alert.startedAt)}
        {resolved &&
          ` · resolved after ${formatDuration(Math.round((alert.resolvedAt! - alert.startedAt) / 1000))}`}
      </p>
      <p>{rule.meaning}</p>
      {alsoSeen && <p className="alert-item-source">Also seen by Alertmanager</p>}
      {!resolved && (
        <div className="alert-item-fix">
          <span>What to do: </span>
          {rule.fix === 'node-fix-steps' ? <FixStepList steps={nodeFixSteps()} /> : rule.fix}
        </div>
      )}
      <div className="alert-item-actions">
        <Button variant="outline" size="small" onClick={() => dismissAlert(scope, alert.id)}>
          Dismiss
        </Button>
        <MuteControl scope={scope} rule={alert.rule} node={node} />
      </div>
    </li>
  )
}

/**
 * Every known node's alerts, open ones first: severity, node, when it started, what it means and
 * what to do; dismiss, mute a rule for a node, and the muted rules to unmute. Showing it judges
 * every known node (`$inbox` watches each node's alerts).
 */
export function AlertInbox() {
  const entries = useStore($inbox)
  const muted = useStore($mutedRules)
  const { alsoSeen, onlyManager } = useStore($managerSplit)
  const manager = useStore($alertmanagerAnswer)
  const silenceProblem = useStore($silenceProblem)
  const scopes = useStore($fleetScopes)
  const seen = (entry: InboxEntry) =>
    entry.alert.resolvedAt === null &&
    alsoSeen.has(conditionKey(entry.scope.binding.key, entry.alert.rule))
  const open = entries.filter((entry) => entry.alert.resolvedAt === null)
  const resolved = entries.filter((entry) => entry.alert.resolvedAt !== null)
  return (
    <div className="alert-inbox" part="base">
      <StyleSheet name="alert-inbox" css={css} />
      <h2 className="alert-inbox-title">Alerts</h2>
      {manager.state === 'problem' && (
        <p className="alert-inbox-problem" role="status">
          {manager.message} The alerts below are this browser's.
        </p>
      )}
      {silenceProblem && (
        <p className="alert-inbox-problem" role="status">
          {silenceProblem}
        </p>
      )}
      {open.length === 0 && onlyManager.length === 0 ? (
        <p className="alert-inbox-empty">No open alerts: every watched node is fine.</p>
      ) : (
        <ul className="alert-inbox-list" aria-label="Open alerts">
          {open.map((entry) => (
            <AlertItem key={entry.alert.id} entry={entry} alsoSeen={seen(entry)} />
          ))}
          {onlyManager.map((alert) => (
            <ManagerAlertItem
              key={conditionKey(alert.nodeKey, alert.condition)}
              alert={alert}
              scope={scopes.find((scope) => scope.binding.key === alert.nodeKey)}
            />
          ))}
        </ul>
      )}
      {resolved.length > 0 && (
        <details className="alert-inbox-resolved">
          <summary>Resolved ({resolved.length})</summary>
          <ul className="alert-inbox-list" aria-label="Resolved alerts">
            {resolved.map((entry) => (
              <AlertItem key={entry.alert.id} entry={entry} alsoSeen={false} />
            ))}
          </ul>
        </details>
      )}
      {muted.length > 0 && (
        <div className="alert-inbox-muted">
          <h3>Muted</h3>
          <ul>
            {muted.map(({ scope, node, rule }) => (
              <li key={`${scope.binding.key} ${rule}`}>
                {RULE_TEXTS[rule].name} on {node}{' '}
                <Button variant="ghost" size="small" onClick={() => unmuteRule(scope, rule)}>
                  Unmute
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  )
}
