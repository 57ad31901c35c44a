import { createElement } from 'react'
import { PeersWorldMap } from '../features/peers-card/peers-card.tsx'
import { PeersPage } from '../features/peers/peers-page.tsx'
import { defineVaultElement } from './define-vault-element.tsx'

/** The peers page with its world map, as `<vault-app>`'s Peers route shows it. */
function Peers() {
  return createElement(PeersPage, { map: createElement(PeersWorldMap) })
}

/**
 * `<vault-peers>`: the world map of peers (pins sized 1-3 / 3-5 / 5+), the connection gauge and
 * quality, and every peer in a sortable table with its addresses and, where the node says, when it
 * was last seen.
 */
export const VaultPeers = defineVaultElement({
  tag: 'vault-peers',
  component: Peers,
  attributes: {},
  events: {},
})

declare global {
  interface HTMLElementTagNameMap {
    'vault-peers': InstanceType<typeof VaultPeers>
  }
}
