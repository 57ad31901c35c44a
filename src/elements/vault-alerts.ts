import { lazyComponent } from '../components/lazy/lazy-component.ts'
import { defineVaultElement } from './define-vault-element.tsx'
import { suspended } from './suspended.ts'

/**
 * `<vault-alerts>`: the alert inbox of every watched node (the page's node and the node list):
 * severity, node, when it started, what it means and what to do; dismiss, mute a rule for a node,
 * resolved alerts with their duration. Fires `vault-alert` when an alert opens, turns critical or
 * resolves.
 */
export const VaultAlerts = defineVaultElement({
  tag: 'vault-alerts',
  component: suspended(
    lazyComponent(() => import('../features/alerts/alerts-panel.tsx'), 'AlertsPanel'),
  ),
  attributes: {},
  events: { onAlert: 'vault-alert' },
})

declare global {
  interface HTMLElementTagNameMap {
    'vault-alerts': InstanceType<typeof VaultAlerts>
  }
}
