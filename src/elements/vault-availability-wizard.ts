import { AvailabilityWizard } from '../features/host/availability-wizard.tsx'
import { defineVaultElement } from './define-vault-element.tsx'

/**
 * `<vault-availability-wizard>`: the availability wizard alone: Sale (total size in GB/TB with Use
 * max size, duration in hours/days/months, min price, collateral following the size until typed,
 * nickname of 9 characters; on a node that takes them, Codex v0.2.1 on, Until, a date and time
 * after which nothing new is sold, empty for no end, and an Enabled switch), Confirmation, Success
 * or the node's error in its own words; resumes after a reload. An edit opens each amount as the
 * shortest decimal that reads back to the node's value (0.2 GB opens as `0.2`) and sends only the
 * fields that changed: a v0.2.1+ node checks any size it is sent against the whole free quota.
 * `open` shows it in a modal (closing it removes `open`, as `<dialog>` does);
 * `inline` shows it in place; `availability-id` edits that availability instead of creating
 * one.
 * On a node without a marketplace it says what the node is instead of its steps.
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
