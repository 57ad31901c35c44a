import { Suspense } from 'react'
import { Spinner } from '../components/spinner/spinner.tsx'
import { AlertBell } from '../features/alerts/alert-bell.tsx'
import { SideMenu } from '../features/side-menu/side-menu.tsx'
import { TopBar } from '../features/top-bar/top-bar.tsx'
import { ErrorBoundary } from './error-boundary.tsx'
import { SECTIONS, type DashboardRoute } from './sections.tsx'
import { StaleBanner } from './stale-banner.tsx'

/** The dashboard frame: side menu, top bar, the node status banner and the route's section. */
export function DashboardLayout({ route }: { route: DashboardRoute }) {
  const section = SECTIONS[route]
  return (
    <div className="dashboard">
      <SideMenu />
      <div className="dashboard-content">
        <TopBar title={section.title} description={section.description} alerts={<AlertBell />} />
        <StaleBanner />
        <main className="dashboard-main">
          <ErrorBoundary key={route}>
            {/* Sections are lazy chunks (sections.tsx); the spinner shows while one loads. */}
            <Suspense fallback={<Spinner label="Loading" />}>{section.render()}</Suspense>
          </ErrorBoundary>
        </main>
      </div>
    </div>
  )
}
