import { NodesPage } from '../features/nodes/nodes-page.tsx'
import { defineVaultElement } from './define-vault-element.tsx'

/**
 * `<vault-nodes>`: the user's nodes in one live table (status, line and version, space, files,
 * peers, availabilities, purchases in progress, totals), with the active node, add, edit, remove,
 * and the list exported or imported as a JSON file.
 */
export const VaultNodes = defineVaultElement({
  tag: 'vault-nodes',
  component: NodesPage,
  attributes: {},
  events: {},
})

declare global {
  interface HTMLElementTagNameMap {
    'vault-nodes': InstanceType<typeof VaultNodes>
  }
}
