import { HostPage } from '../features/host/host-page.tsx'
import { defineVaultElement } from './define-vault-element.tsx'

/**
 * `<vault-host>`: the availabilities table with each one's reservations, the sunburst of the
 * node's space, the disk usage and Create Availability. Fires `vault-availability-saved`.
 */
export const VaultHost = defineVaultElement({
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
