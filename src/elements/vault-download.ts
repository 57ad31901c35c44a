import { Download } from '../features/download/download.tsx'
import { defineVaultElement } from './define-vault-element.tsx'

/**
 * `<vault-download>`: a cid field; downloads from the node (local, or streamed from the network) in
 * a new window. Where the node can tell, it first says whether the node already has the cid, and
 * it shows a fetch of that cid into the node running meanwhile, with Cancel.
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
