import type { RouteName } from '../stores/page/router.ts'

export type DashboardRoute = Exclude<RouteName, 'welcome' | 'onboardingName' | 'onboardingChecks'>

export interface SectionTitle {
  /** The section name in the top bar. */
  title: string
  description: string
}

/**
 * Each dashboard route's top bar, in plain data so the build writes the same title into the
 * route's page frame (scripts/build/app-frame.ts) as `<vault-app>` shows once it runs.
 */
export const SECTION_TITLES: Record<DashboardRoute, SectionTitle> = {
  dashboard: {
    title: 'Dashboard',
    description: 'Get Overview of your Codex Vault.',
  },
  wallet: {
    title: 'Wallet',
    description: 'Manage your Codex wallet.',
  },
  files: {
    title: 'Files',
    description: 'Manage your files in your local vault.',
  },
  nodes: {
    title: 'Nodes',
    description: 'Watch and manage all your nodes.',
  },
  transfers: {
    title: 'Transfers',
    description: 'Follow your network downloads and uploads.',
  },
  analytics: {
    title: 'Analytics',
    description: 'What your nodes did over time.',
  },
  purchases: {
    title: 'Purchases',
    description: 'Manage your storage requests.',
  },
  availabilities: {
    title: 'Host',
    description: 'Manage your host data.',
  },
  peers: {
    title: 'Peers',
    description: 'Monitor your Codex peer connections.',
  },
  logs: {
    title: 'Log',
    description: 'Manage your logs and debug console.',
  },
  settings: {
    title: 'Settings',
    description: 'Manage your Codex Vault.',
  },
  help: {
    title: 'Help',
    description: 'Quick help resources.',
  },
  disclaimer: {
    title: 'Disclaimer',
    description: 'Important information.',
  },
}
