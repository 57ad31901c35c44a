import { Download } from '../features/download/download.tsx'
import { defineVaultElement } from './define-vault-element.tsx'

/** `<vault-download>`: a cid field that opens the file's download in a new window. */
export const VaultDownload = defineVaultElement({
  tag: 'vault-download',
  component: Download,
  attributes: {},
  events: {},
})

declare global {
  interface HTMLElementTagNameMap {
    'vault-download': InstanceType<typeof VaultDownload>
  }
}
