import { Suspense, type ReactNode } from 'react'
import { lazyComponent } from '../../components/lazy/lazy-component.ts'
import { AppearanceSettings } from './appearance-settings.tsx'
import { ErrorReportingSettings } from './error-reporting-settings.tsx'
import { HistorySettings } from './history-settings.tsx'

/** Loaded with the page's first render, apart: the checks and notifications only Settings needs. */
const AlertSettings = lazyComponent(() => import('./alert-settings.tsx'), 'AlertSettings')
const MonitoringSettings = lazyComponent(
  () => import('./monitoring-settings.tsx'),
  'MonitoringSettings',
)

/** The Settings page: personalization, connection, appearance, alerts and error reporting. */
export function SettingsPage({
  profileForm,
  healthCheck,
}: {
  profileForm: ReactNode
  healthCheck: ReactNode
}) {
  return (
    <div className="settings" part="base">
      <section className="page-card" aria-labelledby="settings-personalization">
        <h2 id="settings-personalization">Personalization</h2>
        {profileForm}
        <AppearanceSettings />
      </section>
      <section className="page-card" aria-labelledby="settings-connection">
        <h2 id="settings-connection">Connection</h2>
        {healthCheck}
      </section>
      <HistorySettings />
      <Suspense fallback={<p>Loading the monitoring settings…</p>}>
        <MonitoringSettings />
      </Suspense>
      <Suspense fallback={<p>Loading the alert settings…</p>}>
        <AlertSettings />
      </Suspense>
      <ErrorReportingSettings />
    </div>
  )
}
