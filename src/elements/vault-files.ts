import { Files } from '../features/files/files.tsx'
import { defineVaultElement } from './define-vault-element.tsx'

/** `<vault-files>`: the node's files with folders, filters and details. `limit` shows the first N. */
export const VaultFiles = defineVaultElement({
  tag: 'vault-files',
  component: Files,
  attributes: { limit: 'number' },
  events: {},
})

declare global {
  interface HTMLElementTagNameMap {
    'vault-files': InstanceType<typeof VaultFiles>
  }
}
