import { VaultApp } from '../app/vault-app.tsx'
import { defineVaultElement } from './define-vault-element.tsx'

/**
 * `<vault-app>`: the full dashboard: onboarding, side menu, top bar, home, wallet, files,
 * purchases, host, peers, log, settings, help, disclaimer, error and not-found screens; each
 * section loads with its route. `routing="hash"` for hosts without an SPA fallback; `base` for a
 * dashboard under a sub-path (`base="/admin/vault/"`).
 */
export const VaultAppElement = defineVaultElement({
  tag: 'vault-app',
  component: VaultApp,
  attributes: { routing: 'string', base: 'string' },
  events: { onNavigate: 'vault-navigate', onNodeStateChange: 'vault-node-state-change' },
})

declare global {
  interface HTMLElementTagNameMap {
    'vault-app': InstanceType<typeof VaultAppElement>
  }
}
