import { HealthCheck } from '../features/health-check/health-check.tsx'
import { defineVaultElement } from './define-vault-element.tsx'

/**
 * `<vault-health-check>`: node address and port fields, refresh, checklist (internet, node, port
 * forwarding, marketplace).
 * The node line names the detected node ("Logos Storage 0.4.4"); a node that knows its own
 * reachability is believed (with its connections) instead of the echo service; a node without a
 * marketplace is marked "Not on this node"; when nothing answers, what each node line needs.
 */
export const VaultHealthCheck = defineVaultElement({
  tag: 'vault-health-check',
  component: HealthCheck,
  attributes: {},
  events: {
    onNodeUrlChange: 'vault-node-url-change',
    onNodeStateChange: 'vault-node-state-change',
  },
})

declare global {
  interface HTMLElementTagNameMap {
    'vault-health-check': InstanceType<typeof VaultHealthCheck>
  }
}
