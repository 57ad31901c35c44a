import { StorageRequestWizardWithUpload } from '../app/purchases-with-upload.tsx'
import { defineVaultElement } from './define-vault-element.tsx'

/**
 * `<vault-storage-request-wizard>`: the storage request wizard alone: Select File (node files or an
 * upload in place), Select Request Criteria (durability presets, exact numbers, what the request
 * means: slots, size per slot, total price, collateral per host, how many hosts may fail), Success
 * or the node's error; resumes after a reload. `open` shows it in a modal (closing it removes
 * `open`, as `<dialog>` does); `inline` shows it in place.
 * On a node without a marketplace it says what the node is instead of its steps.
 */
export const VaultStorageRequestWizard = defineVaultElement({
  tag: 'vault-storage-request-wizard',
  component: StorageRequestWizardWithUpload,
  attributes: { open: 'boolean', inline: 'boolean' },
  events: {
    onClose: 'vault-wizard-close',
    onStorageRequestCreated: 'vault-storage-request-created',
  },
  before: {
    'vault-wizard-close': (host) => {
      ;(host as HTMLElement & { open?: boolean }).open = false
    },
  },
})

declare global {
  interface HTMLElementTagNameMap {
    'vault-storage-request-wizard': InstanceType<typeof VaultStorageRequestWizard>
  }
}
