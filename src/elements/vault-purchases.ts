import { PurchasesWithUpload } from '../app/purchases-with-upload.tsx'
import { defineVaultElement } from './define-vault-element.tsx'

/**
 * `<vault-purchases>`: the Storage Request button with its wizard, and every purchase with its
 * state. Fires `vault-storage-request-created`.
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
