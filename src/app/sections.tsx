import type { ReactNode } from 'react'
import { AccountCard } from '../features/account-card/account-card.tsx'
import { DashboardHome } from '../features/dashboard-home/dashboard-home.tsx'
import { Download } from '../features/download/download.tsx'
import { Files } from '../features/files/files.tsx'
import { FilesPage } from '../features/files/files-page.tsx'
import { LogsPage } from '../features/logs/logs-page.tsx'
import { ManifestFetch } from '../features/manifest-fetch/manifest-fetch.tsx'
import { Uploader } from '../features/uploader/uploader.tsx'
import { PeersCard } from '../features/peers-card/peers-card.tsx'
import { StorageCard } from '../features/storage-card/storage-card.tsx'
import { DisclaimerPage } from '../features/disclaimer/disclaimer-page.tsx'
import { HealthCheck } from '../features/health-check/health-check.tsx'
import { HelpPage } from '../features/help/help-page.tsx'
import { ProfileForm } from '../features/profile/profile-form.tsx'
import { SettingsPage } from '../features/settings/settings-page.tsx'
import type { RouteName } from '../stores/router.ts'
import { UnavailableSection } from './unavailable-section.tsx'

export type DashboardRoute = Exclude<RouteName, 'welcome' | 'onboardingName' | 'onboardingChecks'>

export interface Section {
  /** The section name in the top bar. */
  title: string
  description: string
  render: () => ReactNode
}

/** The upload, download and fetch cards the home and Files pages both show. */
const addFileCards = () => ({
  uploader: <Uploader />,
  download: <Download />,
  manifestFetch: <ManifestFetch />,
})

const later = (name: string) => () => <UnavailableSection name={name} />

/** What every dashboard route shows: one line per section. */
export const SECTIONS: Record<DashboardRoute, Section> = {
  dashboard: {
    title: 'Dashboard',
    description: 'Get Overview of your Codex Vault.',
    render: () => (
      <DashboardHome
        account={<AccountCard />}
        storage={<StorageCard />}
        peers={<PeersCard />}
        {...addFileCards()}
        files={<Files limit={4} />}
      />
    ),
  },
  wallet: {
    title: 'Wallet',
    description: 'Manage your Codex wallet.',
    render: later('The wallet'),
  },
  files: {
    title: 'Files',
    description: 'Manage your files in your local vault.',
    render: () => (
      <FilesPage
        uploader={<Uploader />}
        download={<Download />}
        manifestFetch={<ManifestFetch />}
      />
    ),
  },
  purchases: {
    title: 'Purchases',
    description: 'Manage your storage requests.',
    render: later('Purchases'),
  },
  availabilities: {
    title: 'Host',
    description: 'Manage your host data.',
    render: later('Hosting'),
  },
  peers: {
    title: 'Peers',
    description: 'Monitor your Codex peer connections.',
    render: later('The peers page'),
  },
  logs: {
    title: 'Log',
    description: 'Manage your logs and debug console.',
    render: () => <LogsPage />,
  },
  settings: {
    title: 'Settings',
    description: 'Manage your Codex Vault.',
    render: () => <SettingsPage profileForm={<ProfileForm />} healthCheck={<HealthCheck />} />,
  },
  help: { title: 'Help', description: 'Quick help resources.', render: () => <HelpPage /> },
  disclaimer: {
    title: 'Disclaimer',
    description: 'Important information.',
    render: () => <DisclaimerPage />,
  },
}
