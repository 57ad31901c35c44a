import { LogsPage } from '../features/logs/logs-page.tsx'
import { defineVaultElement } from './define-vault-element.tsx'

/**
 * `<vault-logs>`: the node's log level (TRACE to FATAL) with Save and a toast, and its debug info
 * as copyable JSON text, as the node sent it.
 */
export const VaultLogs = defineVaultElement({
  tag: 'vault-logs',
  component: LogsPage,
  attributes: {},
  events: {},
})

declare global {
  interface HTMLElementTagNameMap {
    'vault-logs': InstanceType<typeof VaultLogs>
  }
}
