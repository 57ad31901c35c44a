import { FilesWithRequests } from '../app/files-with-requests.tsx'
import { defineVaultElement } from './define-vault-element.tsx'

/**
 * `<vault-files>`: the node's files with folders, filters and details, whose "Request storage"
 * opens the storage request wizard. `limit` shows the first N. Fires `vault-storage-request-created`.
 */
export const VaultFiles = defineVaultElement({
  tag: 'vault-files',
  component: FilesWithRequests,
  attributes: { limit: 'number' },
  events: { onStorageRequestCreated: 'vault-storage-request-created' },
})

declare global {
  interface HTMLElementTagNameMap {
    'vault-files': InstanceType<typeof VaultFiles>
  }
}
