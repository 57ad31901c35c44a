import { AvailabilityWizard } from '../features/host/availability-wizard.tsx'
import { defineVaultElement } from './define-vault-element.tsx'

/**
 * `<vault-availability-wizard>`: the availability wizard (Sale, Confirmation, Success), inline, or
 * as a dialog with `dialog` (shown while `open` is present). `availability-id` edits that
 * availability instead of creating one. Fires `vault-availability-saved` with the id, and
 * `vault-availability-wizard-close` when the user closes the dialog (remove `open` then).
 */
export const VaultAvailabilityWizard = defineVaultElement({
  tag: 'vault-availability-wizard',
  component: AvailabilityWizard,
  attributes: { availabilityId: 'string', dialog: 'boolean', open: 'boolean' },
  events: { onSaved: 'vault-availability-saved', onClose: 'vault-availability-wizard-close' },
})

declare global {
  interface HTMLElementTagNameMap {
    'vault-availability-wizard': InstanceType<typeof VaultAvailabilityWizard>
  }
}
