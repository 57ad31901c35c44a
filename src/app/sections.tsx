import type { ReactNode } from 'react'
import { SECTION_TITLES, type DashboardRoute, type SectionTitle } from './section-titles.ts'
import { lazyComponent } from '../components/lazy/lazy-component.ts'
import { NearViewport } from './near-viewport.tsx'

// Each section's code is its own chunk, loaded when its route first shows (the shell, the stores
// and the current route come first). New sections: `const X = lazyComponent(() => import('...'), 'X')`
// here, then `render: () => <X />` below.
const AccountCard = lazyComponent(
  () => import('../features/account-card/account-card.tsx'),
  'AccountCard',
)
const DashboardHome = lazyComponent(
  () => import('../features/dashboard-home/dashboard-home.tsx'),
  'DashboardHome',
)
const Download = lazyComponent(() => import('../features/download/download.tsx'), 'Download')
const Files = lazyComponent(() => import('../features/files/files.tsx'), 'Files')
const FilesPage = lazyComponent(() => import('../features/files/files-page.tsx'), 'FilesPage')
const ManifestFetch = lazyComponent(
  () => import('../features/manifest-fetch/manifest-fetch.tsx'),
  'ManifestFetch',
)
const Uploader = lazyComponent(() => import('../features/uploader/uploader.tsx'), 'Uploader')
const FileStorageRequest = lazyComponent(
  () => import('./storage-request-slots.tsx'),
  'FileStorageRequest',
)
const StorageRequestUpload = lazyComponent(
  () => import('./storage-request-slots.tsx'),
  'StorageRequestUpload',
)
const PurchasesPage = lazyComponent(
  () => import('../features/purchases/purchases-page.tsx'),
  'PurchasesPage',
)
const ConnectivityCard = lazyComponent(
  () => import('../features/connectivity-card/connectivity-card.tsx'),
  'ConnectivityCard',
)
const PeersCard = lazyComponent(() => import('../features/peers-card/peers-card.tsx'), 'PeersCard')
const StorageCard = lazyComponent(
  () => import('../features/storage-card/storage-card.tsx'),
  'StorageCard',
)
const DisclaimerPage = lazyComponent(
  () => import('../features/disclaimer/disclaimer-page.tsx'),
  'DisclaimerPage',
)
const HealthCheck = lazyComponent(
  () => import('../features/health-check/health-check.tsx'),
  'HealthCheck',
)
const LogsPage = lazyComponent(() => import('../features/logs/logs-page.tsx'), 'LogsPage')
const WalletPage = lazyComponent(() => import('../features/wallet/wallet-page.tsx'), 'WalletPage')
const PeersPage = lazyComponent(() => import('../features/peers/peers-page.tsx'), 'PeersPage')
const PeersWorldMap = lazyComponent(
  () => import('../features/peers-card/peers-card.tsx'),
  'PeersWorldMap',
)
const HostPage = lazyComponent(() => import('../features/host/host-page.tsx'), 'HostPage')
const TransfersPage = lazyComponent(
  () => import('../features/transfers/transfers-page.tsx'),
  'TransfersPage',
)
const NodesPage = lazyComponent(() => import('../features/nodes/nodes-page.tsx'), 'NodesPage')
const AnalyticsPage = lazyComponent(
  () => import('../features/analytics/analytics-page.tsx'),
  'AnalyticsPage',
)
const HelpPage = lazyComponent(() => import('../features/help/help-page.tsx'), 'HelpPage')
const ProfileForm = lazyComponent(
  () => import('../features/profile/profile-form.tsx'),
  'ProfileForm',
)
const SettingsPage = lazyComponent(
  () => import('../features/settings/settings-page.tsx'),
  'SettingsPage',
)

export type { DashboardRoute }

export interface Section extends SectionTitle {
  render: () => ReactNode
}

/** The upload, download and fetch cards the home and Files pages both show. */
const addFileCards = () => ({
  uploader: <Uploader />,
  download: <Download />,
  manifestFetch: <ManifestFetch />,
})

/** What every dashboard route shows: one line per section. */
export const SECTIONS: Record<DashboardRoute, Section> = {
  dashboard: {
    ...SECTION_TITLES.dashboard,
    render: () => (
      <DashboardHome
        account={<AccountCard />}
        storage={<StorageCard />}
        peers={<PeersCard />}
        // Below the files (the header says the reachability at once): it loads when scrolled to.
        connectivity={
          <NearViewport reserve="near-viewport--connectivity">
            <ConnectivityCard />
          </NearViewport>
        }
        {...addFileCards()}
        // The files list is the page's last row, below the fold on a laptop and on a phone.
        files={
          <NearViewport reserve="near-viewport--files">
            <Files limit={4} storageRequest={FileStorageRequest} />
          </NearViewport>
        }
      />
    ),
  },
  wallet: {
    ...SECTION_TITLES.wallet,
    render: () => <WalletPage account={<AccountCard />} />,
  },
  files: {
    ...SECTION_TITLES.files,
    render: () => (
      <FilesPage
        uploader={<Uploader />}
        download={<Download />}
        manifestFetch={<ManifestFetch />}
        storageRequest={FileStorageRequest}
      />
    ),
  },
  nodes: { ...SECTION_TITLES.nodes, render: () => <NodesPage /> },
  transfers: { ...SECTION_TITLES.transfers, render: () => <TransfersPage /> },
  analytics: { ...SECTION_TITLES.analytics, render: () => <AnalyticsPage /> },
  purchases: {
    ...SECTION_TITLES.purchases,
    render: () => <PurchasesPage upload={<StorageRequestUpload />} />,
  },
  availabilities: {
    ...SECTION_TITLES.availabilities,
    render: () => <HostPage />,
  },
  peers: {
    ...SECTION_TITLES.peers,
    render: () => <PeersPage map={<PeersWorldMap />} />,
  },
  logs: {
    ...SECTION_TITLES.logs,
    render: () => <LogsPage />,
  },
  settings: {
    ...SECTION_TITLES.settings,
    render: () => <SettingsPage profileForm={<ProfileForm />} healthCheck={<HealthCheck />} />,
  },
  help: { ...SECTION_TITLES.help, render: () => <HelpPage /> },
  disclaimer: {
    ...SECTION_TITLES.disclaimer,
    render: () => <DisclaimerPage />,
  },
}
