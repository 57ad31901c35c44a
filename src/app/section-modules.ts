import type { DashboardRoute } from './section-titles.ts'

const FILE_CARDS = [
  'src/features/uploader/uploader.tsx',
  'src/features/download/download.tsx',
  'src/features/manifest-fetch/manifest-fetch.tsx',
]

/** What every dashboard page runs at once: the node calls its status checks and sections make. */
export const DASHBOARD_MODULES = ['src/api/node-connection.ts']

/**
 * The lazy modules each route renders on arrival (see sections.tsx). Only the build reads this
 * (scripts/build/app-frame.ts): it preloads their chunks with the entry in the route's page, so
 * they are not discovered one import at a time. tests/e2e/app-frame.spec.ts fails when a route
 * fetches a script its page did not preload.
 */
export const SECTION_MODULES: Record<DashboardRoute, string[]> = {
  dashboard: [
    'src/features/dashboard-home/dashboard-home.tsx',
    'src/features/account-card/account-card.tsx',
    'src/features/storage-card/storage-card.tsx',
    'src/features/peers-card/peers-card.tsx',
    ...FILE_CARDS,
    // Not the files list: it loads as it comes near the viewport (NearViewport).
  ],
  wallet: ['src/features/wallet/wallet-page.tsx', 'src/features/account-card/account-card.tsx'],
  files: ['src/features/files/files-page.tsx', ...FILE_CARDS],
  nodes: ['src/features/nodes/nodes-page.tsx'],
  transfers: ['src/features/transfers/transfers-page.tsx'],
  analytics: ['src/features/analytics/analytics-page.tsx'],
  purchases: ['src/features/purchases/purchases-page.tsx'],
  availabilities: ['src/features/host/host-page.tsx'],
  peers: ['src/features/peers/peers-page.tsx', 'src/features/peers-card/peers-card.tsx'],
  logs: ['src/features/logs/logs-page.tsx'],
  settings: [
    'src/features/settings/settings-page.tsx',
    'src/features/profile/profile-form.tsx',
    'src/features/health-check/health-check.tsx',
  ],
  help: ['src/features/help/help-page.tsx'],
  disclaimer: ['src/features/disclaimer/disclaimer-page.tsx'],
}
