import { PurchasesWithUpload } from '../app/purchases-with-upload.tsx'
import { defineVaultElement } from './define-vault-element.tsx'

/**
 * `<vault-purchases>`: the Storage Request button with its wizard, and every purchase: file,
 * request id (copy), duration, slots, price per byte per second, proof probability, state with icon
 * and error tooltip; newest first, sortable, refreshed while one is still moving.
 * On a node without a marketplace it says what the node is instead, and asks it nothing.
 */
export const VaultPurchases = defineVaultElement({
  tag: 'vault-purchases',
  component: PurchasesWithUpload,
  attributes: {},
  events: { onStorageRequestCreated: 'vault-storage-request-created' },
})

declare global {
  interface HTMLElementTagNameMap {
    'vault-purchases': InstanceType<typeof VaultPurchases>
  }
}
