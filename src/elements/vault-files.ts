import { FilesWithRequests } from '../app/files-with-requests.tsx'
import { defineVaultElement } from './define-vault-element.tsx'

/**
 * `<vault-files>`: the file list: sort, type and text filters, folders (Favorites first), copy cid,
 * download, details with image preview, purchases and Request storage (opens the storage request
 * wizard on that file), and Delete from the node after a confirmation. `limit` shows the first N.
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
