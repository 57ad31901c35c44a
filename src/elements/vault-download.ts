import { Download } from '../features/download/download.tsx'
import { defineVaultElement } from './define-vault-element.tsx'

/**
 * `<vault-download>`: a cid field; downloads from the node (local, or streamed from the network) in
 * a new window.
 */
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
