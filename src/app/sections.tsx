import type { ReactNode } from 'react'
import { SECTION_ROUTES, type SectionName, type SectionRoute } from '../stores/page/routes.ts'
import { lazyComponent } from '../components/lazy/lazy-component.ts'
import { NearViewport } from './near-viewport.tsx'

// Each section's code is its own chunk, loaded when its route first shows (the shell, the stores
// and the current route come first). New sections: a line in the route table (routes.ts), then
// `const X = lazyComponent(() => import('...'), 'X')` here and `name: () => <X />` in RENDERS. The
// build draws each route's page frame from its render and preloads the modules its lazy components
// load on arrival (scripts/build/render-frames.ts), as the app does before it shows the route.
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

export type DashboardRoute = SectionName

export interface Section extends SectionRoute {
  render: () => ReactNode
}

/** The upload, download and fetch cards the home and Files pages both show. */
const fileCards = {
  uploader: <Uploader />,
  download: <Download />,
  manifestFetch: <ManifestFetch />,
}

/** What each section shows, by its name in the route table: a missing one is a type error. */
const RENDERS: Record<SectionName, () => ReactNode> = {
  dashboard: () => (
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
      {...fileCards}
      // The files list is the page's last row, below the fold on a laptop and on a phone.
      files={
        <NearViewport reserve="near-viewport--files">
          <Files limit={4} storageRequest={FileStorageRequest} />
        </NearViewport>
      }
    />
  ),
  wallet: () => <WalletPage account={<AccountCard />} />,
  files: () => <FilesPage {...fileCards} storageRequest={FileStorageRequest} />,
  nodes: () => <NodesPage />,
  transfers: () => <TransfersPage />,
  analytics: () => <AnalyticsPage />,
  purchases: () => <PurchasesPage upload={<StorageRequestUpload />} />,
  availabilities: () => <HostPage />,
  peers: () => <PeersPage map={<PeersWorldMap />} />,
  logs: () => <LogsPage />,
  settings: () => <SettingsPage profileForm={<ProfileForm />} healthCheck={<HealthCheck />} />,
  help: () => <HelpPage />,
  disclaimer: () => <DisclaimerPage />,
}

/** Every dashboard section: its route (path, top bar, menu entry) and what it shows. */
export const SECTIONS = Object.fromEntries(
  Object.entries(SECTION_ROUTES).map(([name, route]) => [
    name,
    { ...route, render: RENDERS[name as SectionName] },
  ]),
) as Record<SectionName, Section>
