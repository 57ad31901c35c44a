import { createElement, useEffect } from 'react'
import { lazyComponent } from '../components/lazy/lazy-component.ts'
import type { AlertEventDetail } from '../stores/node/alerts/alert-event.ts'
import { followTransitions } from '../stores/node/alerts/alert-transitions.ts'
import { defineVaultElement } from './define-vault-element.tsx'
import { suspended } from './suspended.ts'

const AlertsPanel = suspended(
  lazyComponent(() => import('../features/alerts/alerts-panel.tsx'), 'AlertsPanel'),
)

/**
 * Fires `vault-alert` for each transition this tab's rule engine makes, heard before the engine
 * loads with the panel, so none is missed.
 */
function AlertsElement({ onAlert }: { onAlert?: (detail: AlertEventDetail) => void }) {
  useEffect(() => (onAlert ? followTransitions(onAlert) : undefined), [onAlert])
  return createElement(AlertsPanel)
}

/**
 * `<vault-alerts>`: the alert inbox of every known node (the page's node and the node list):
 * severity, node, when it started, what it means and what to do; dismiss, mute a rule for a node,
 * resolved alerts with their duration. Fires `vault-alert` when an alert opens, resolves, reopens
 * or rises in severity, once, from the tab that saw it happen.
 */
export const VaultAlerts = defineVaultElement({
  tag: 'vault-alerts',
  component: AlertsElement,
  attributes: {},
  events: { onAlert: 'vault-alert' },
})

declare global {
  interface HTMLElementTagNameMap {
    'vault-alerts': InstanceType<typeof VaultAlerts>
  }
}
