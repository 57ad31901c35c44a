import { lazyComponent } from '../components/lazy/lazy-component.ts'
import { defineVaultElement } from './define-vault-element.tsx'
import { suspended } from './suspended.ts'

/**
 * `<vault-nodes>`: the user's nodes in one live table (status, line and version, space, files,
 * peers, availabilities, purchases in progress, totals), with the active node, add, edit, remove,
 * and the list exported or imported as a JSON file.
 */
export const VaultNodes = defineVaultElement({
  tag: 'vault-nodes',
  component: suspended(
    lazyComponent(() => import('../features/nodes/nodes-page.tsx'), 'NodesPage'),
  ),
  attributes: {},
  events: {},
})

declare global {
  interface HTMLElementTagNameMap {
    'vault-nodes': InstanceType<typeof VaultNodes>
  }
}
