import { LogsPage } from '../features/logs/logs-page.tsx'
import { defineVaultElement } from './define-vault-element.tsx'

/** `<vault-logs>`: the node's log level selector with Save, and its debug info as JSON. */
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
