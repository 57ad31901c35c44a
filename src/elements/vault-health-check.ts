import { HealthCheck } from '../features/health-check/health-check.tsx'
import { defineVaultElement } from './define-vault-element.tsx'

/**
 * `<vault-health-check>`: node address and port fields, refresh, checklist (internet, node, port
 * forwarding, marketplace).
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
