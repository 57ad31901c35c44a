import { lazyComponent } from '../components/lazy/lazy-component.ts'
import { defineVaultElement } from './define-vault-element.tsx'
import { suspended } from './suspended.ts'

/**
 * `<vault-transfers>`: every network download the vault started on the node (blocks and bytes,
 * speed, time left, transport, state; kept across reloads, re-attached while the node still runs
 * it) and every upload of this page, with cancel, retry and open when done.
 */
export const VaultTransfers = defineVaultElement({
  tag: 'vault-transfers',
  component: suspended(
    lazyComponent(() => import('../features/transfers/transfers-page.tsx'), 'TransfersPage'),
  ),
  attributes: {},
  events: {},
})

declare global {
  interface HTMLElementTagNameMap {
    'vault-transfers': InstanceType<typeof VaultTransfers>
  }
}
