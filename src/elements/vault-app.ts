import { VaultApp } from '../app/vault-app.tsx'
import { defineVaultElement } from './define-vault-element.tsx'

/** `<vault-app>`: the full dashboard with onboarding and routing (`routing="hash"` for hash URLs). */
export const VaultAppElement = defineVaultElement({
  tag: 'vault-app',
  component: VaultApp,
  attributes: { routing: 'string' },
  events: { onNavigate: 'vault-navigate' },
})

declare global {
  interface HTMLElementTagNameMap {
    'vault-app': InstanceType<typeof VaultAppElement>
  }
}
