import { useStore } from '@nanostores/react'
import { AppLink } from '../components/link/app-link.tsx'
import { $routing, hrefFor, navigate, ROUTES } from '../stores/page/router.ts'

/** Shown for a path the vault does not know. */
export function NotFound({ path }: { path: string }) {
  const routing = useStore($routing)
  return (
    <main className="not-found">
      <section className="page-card" aria-labelledby="not-found-title">
        <h1 id="not-found-title">Page not found</h1>
        <p>
          There is no page at <code>{path}</code>.
        </p>
        <AppLink
          href={hrefFor(ROUTES.dashboard, routing)}
          onNavigate={() => navigate(ROUTES.dashboard)}
        >
          Go to the dashboard
        </AppLink>
      </section>
    </main>
  )
}
