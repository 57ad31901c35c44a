import { lazyComponent } from '../components/lazy/lazy-component.ts'
import { defineVaultElement } from './define-vault-element.tsx'
import { suspended } from './suspended.ts'

/**
 * `<vault-analytics>`: what the node did while a vault page was open: storage, files, peers,
 * response time, transfers through the vault and, on a marketplace node, its sales, over 1 h to
 * all time, with uptime, gaps named, each chart as a table, CSV and JSON export and Clear history.
 */
export const VaultAnalytics = defineVaultElement({
  tag: 'vault-analytics',
  component: suspended(
    lazyComponent(() => import('../features/analytics/analytics-page.tsx'), 'AnalyticsPage'),
  ),
  attributes: {},
  events: {},
})

declare global {
  interface HTMLElementTagNameMap {
    'vault-analytics': InstanceType<typeof VaultAnalytics>
  }
}
