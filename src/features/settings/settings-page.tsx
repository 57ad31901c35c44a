import type { ReactNode } from 'react'
import { AppearanceSettings } from './appearance-settings.tsx'
import { ErrorReportingSettings } from './error-reporting-settings.tsx'
import { HistorySettings } from './history-settings.tsx'

/** The Settings page: personalization, connection, appearance and error reporting. */
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
      <ErrorReportingSettings />
    </div>
  )
}
