import { ManifestFetch } from '../features/manifest-fetch/manifest-fetch.tsx'
import { defineVaultElement } from './define-vault-element.tsx'

/**
 * `<vault-manifest-fetch>`: fetches a cid's dataset and manifest from the network and says what it
 * got; on a node that downloads in the background (Logos Storage), with its progress (blocks,
 * bytes, speed, time left) and Cancel.
 */
export const VaultManifestFetch = defineVaultElement({
  tag: 'vault-manifest-fetch',
  component: ManifestFetch,
  attributes: {},
  events: {},
})

declare global {
  interface HTMLElementTagNameMap {
    'vault-manifest-fetch': InstanceType<typeof VaultManifestFetch>
  }
}
