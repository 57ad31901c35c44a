import { AvailabilityWizard } from '../features/host/availability-wizard.tsx'
import { defineVaultElement } from './define-vault-element.tsx'

/**
 * `<vault-availability-wizard>`: the availability wizard alone: Sale (total size in GB/TB with Use
 * max size, duration in hours/days/months, min price, collateral following the size until typed,
 * nickname of 9 characters), Confirmation, Success or the node's error; resumes after a reload.
 * `open` shows it in a modal (closing it removes `open`, as `<dialog>` does);
 * `inline` shows it in place; `availability-id` edits that availability instead of creating
 * one.
 */
export const VaultAvailabilityWizard = defineVaultElement({
  tag: 'vault-availability-wizard',
  component: AvailabilityWizard,
  attributes: { availabilityId: 'string', open: 'boolean', inline: 'boolean' },
  events: { onClose: 'vault-wizard-close', onSaved: 'vault-availability-saved' },
  before: {
    'vault-wizard-close': (host) => {
      ;(host as HTMLElement & { open?: boolean }).open = false
    },
  },
})

declare global {
  interface HTMLElementTagNameMap {
    'vault-availability-wizard': InstanceType<typeof VaultAvailabilityWizard>
  }
}
