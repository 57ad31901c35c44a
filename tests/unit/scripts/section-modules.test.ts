import { describe, expect, it } from 'vitest'
import { sectionModules } from '../../../scripts/build/section-modules.ts'
import { SECTION_ROUTES } from '../../../src/stores/page/routes.ts'

const FILE_CARDS = [
  'src/features/uploader/uploader.tsx',
  'src/features/download/download.tsx',
  'src/features/manifest-fetch/manifest-fetch.tsx',
]

// What each route renders on arrival, as the app's preloadTree loads it: the build preloads these.
const EXPECTED: Record<keyof typeof SECTION_ROUTES, string[]> = {
  dashboard: [
    'src/features/dashboard-home/dashboard-home.tsx',
    'src/features/account-card/account-card.tsx',
    'src/features/storage-card/storage-card.tsx',
    'src/features/peers-card/peers-card.tsx',
    ...FILE_CARDS,
  ],
  wallet: ['src/features/wallet/wallet-page.tsx', 'src/features/account-card/account-card.tsx'],
  files: ['src/features/files/files-page.tsx', ...FILE_CARDS],
  nodes: ['src/features/nodes/nodes-page.tsx'],
  transfers: ['src/features/transfers/transfers-page.tsx'],
  analytics: ['src/features/analytics/analytics-page.tsx'],
  purchases: ['src/features/purchases/purchases-page.tsx', 'src/app/storage-request-slots.tsx'],
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

describe('the modules the build preloads per route', () => {
  const modules = sectionModules(process.cwd())

  it('are read for every route of the table, from what its section renders', () => {
    expect(Object.keys(modules).sort()).toEqual(Object.keys(SECTION_ROUTES).sort())
    for (const [name, expected] of Object.entries(EXPECTED)) {
      expect([...(modules[name] ?? [])].sort(), name).toEqual([...expected].sort())
    }
  })

  it('leave out what loads later: below the fold, or on a user action', () => {
    expect(modules.dashboard).not.toContain('src/features/files/files.tsx')
    expect(modules.dashboard).not.toContain('src/features/connectivity-card/connectivity-card.tsx')
    expect(modules.files).not.toContain('src/app/storage-request-slots.tsx')
  })
})
