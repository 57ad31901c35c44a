import type { ComponentProps } from 'react'
import { HostPage } from '../features/host/host-page.tsx'
import { defineVaultElement, type VaultElementConstructor } from './define-vault-element.tsx'

/**
 * `<vault-host>`: the Host page: every availability (nickname or id 5+5, sizes, duration, min price
 * per byte per second, collateral; on Codex v0.2.1 on, when it stops selling and an Enabled switch
 * that stops selling without deleting it) largest first and sortable, each row opening onto its
 * reservations (with when each ends, where the node says); the sunburst of the node's space (availabilities inside, reservations and free
 * space outside, the unallocated space) with its numbers as a table; the disk usage; Create
 * Availability and Edit open the wizard; refreshed every 5 s while shown.
 * On a node without a marketplace it says what the node is instead, and asks it nothing.
 */
// Spelled out: the page's props interface is not exported, and the type declarations must name it.
export const VaultHost: VaultElementConstructor<ComponentProps<typeof HostPage>> =
  defineVaultElement({
    tag: 'vault-host',
    component: HostPage,
    attributes: {},
    events: { onAvailabilitySaved: 'vault-availability-saved' },
  })

declare global {
  interface HTMLElementTagNameMap {
    'vault-host': InstanceType<typeof VaultHost>
  }
}
