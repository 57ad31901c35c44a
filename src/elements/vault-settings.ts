import { createElement } from 'react'
import { HealthCheck } from '../features/health-check/health-check.tsx'
import { ProfileForm } from '../features/profile/profile-form.tsx'
import { SettingsPage } from '../features/settings/settings-page.tsx'
import { defineVaultElement } from './define-vault-element.tsx'

/** The settings page with its slots filled, as `<vault-app>`'s Settings route shows it. */
function Settings() {
  return createElement(SettingsPage, {
    profileForm: createElement(ProfileForm),
    healthCheck: createElement(HealthCheck),
  })
}

/**
 * `<vault-settings>`: the Settings page alone: name and emoji, node address and port with the
 * health check, theme, error reporting.
 */
export const VaultSettings = defineVaultElement({
  tag: 'vault-settings',
  component: Settings,
  attributes: {},
  events: {},
})

declare global {
  interface HTMLElementTagNameMap {
    'vault-settings': InstanceType<typeof VaultSettings>
  }
}
