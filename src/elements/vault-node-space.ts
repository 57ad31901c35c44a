import { StorageCard } from '../features/storage-card/storage-card.tsx'
import { defineVaultElement } from './define-vault-element.tsx'

/** `<vault-node-space>`: the node's disk quota: a ring (SVG) and its legend; Details opens Host. */
export const VaultNodeSpace = defineVaultElement({
  tag: 'vault-node-space',
  component: StorageCard,
  attributes: {},
  events: {},
})

declare global {
  interface HTMLElementTagNameMap {
    'vault-node-space': InstanceType<typeof VaultNodeSpace>
  }
}
