/**
 * The vault's one route table: each section's path, its top bar (title and description) and its
 * side-menu entry. The router, the side menu, the titles, the sections (src/app/sections.tsx keys
 * its loaders by these names) and the build's page per route all derive from it. Plain data, so
 * the build reads it too (scripts/build/app-frame.ts).
 */

/** The side menu's groups, in order; a rule separates them and the last sits at the bottom. */
export const MENU_GROUP_ORDER = ['main', 'marketplace', 'network', 'vault'] as const
export type MenuGroup = (typeof MENU_GROUP_ORDER)[number]

export interface SectionRoute {
  path: string
  /** The section name in the top bar. */
  title: string
  description: string
  /** `marketplace`: marked in the menu when the node has no marketplace. */
  menu: { label: string; group: MenuGroup; marketplace?: true }
}

/** The onboarding's screens, before the dashboard. */
export const ONBOARDING_ROUTES = {
  welcome: '/',
  onboardingName: '/onboarding-name',
  onboardingChecks: '/onboarding-checks',
} as const

/** Every dashboard section, in the side menu's order. */
export const SECTION_ROUTES = {
  dashboard: {
    path: '/dashboard',
    title: 'Dashboard',
    description: 'Get Overview of your Codex Vault.',
    menu: { label: 'Dashboard', group: 'main' },
  },
  wallet: {
    path: '/dashboard/wallet',
    title: 'Wallet',
    description: 'Manage your Codex wallet.',
    menu: { label: 'Wallet', group: 'main' },
  },
  files: {
    path: '/dashboard/files',
    title: 'Files',
    description: 'Manage your files in your local vault.',
    menu: { label: 'Files', group: 'main' },
  },
  nodes: {
    path: '/dashboard/nodes',
    title: 'Nodes',
    description: 'Watch and manage all your nodes.',
    menu: { label: 'Nodes', group: 'main' },
  },
  transfers: {
    path: '/dashboard/transfers',
    title: 'Transfers',
    description: 'Follow your network downloads and uploads.',
    menu: { label: 'Transfers', group: 'main' },
  },
  analytics: {
    path: '/dashboard/analytics',
    title: 'Analytics',
    description: 'What your nodes did over time.',
    menu: { label: 'Analytics', group: 'main' },
  },
  purchases: {
    path: '/dashboard/purchases',
    title: 'Purchases',
    description: 'Manage your storage requests.',
    menu: { label: 'Purchases', group: 'marketplace', marketplace: true },
  },
  availabilities: {
    path: '/dashboard/availabilities',
    title: 'Host',
    description: 'Manage your host data.',
    menu: { label: 'Host', group: 'marketplace', marketplace: true },
  },
  peers: {
    path: '/dashboard/peers',
    title: 'Peers',
    description: 'Monitor your Codex peer connections.',
    menu: { label: 'Peers', group: 'network' },
  },
  logs: {
    path: '/dashboard/logs',
    title: 'Log',
    description: 'Manage your logs and debug console.',
    menu: { label: 'Log', group: 'network' },
  },
  settings: {
    path: '/dashboard/settings',
    title: 'Settings',
    description: 'Manage your Codex Vault.',
    menu: { label: 'Settings', group: 'vault' },
  },
  help: {
    path: '/dashboard/help',
    title: 'Help',
    description: 'Quick help resources.',
    menu: { label: 'Help', group: 'vault' },
  },
  disclaimer: {
    path: '/dashboard/disclaimer',
    title: 'Disclaimer',
    description: 'Important information.',
    menu: { label: 'Disclaimer', group: 'vault' },
  },
} as const satisfies Record<string, SectionRoute>

export type SectionName = keyof typeof SECTION_ROUTES

/** Menu entries the spec lists without a section yet: shown as "Coming soon", last in their group. */
export const MENU_COMING_SOON: readonly { label: string; group: MenuGroup }[] = [
  { label: 'Devices', group: 'main' },
]
