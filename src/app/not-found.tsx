import { useStore } from '@nanostores/react'
import { $routingMode, followLink, hrefFor, ROUTES } from '../stores/router.ts'

/** Shown for a path the vault does not know. */
export function NotFound({ path }: { path: string }) {
  const mode = useStore($routingMode)
  return (
    <main className="not-found">
      <section className="page-card" aria-labelledby="not-found-title">
        <h1 id="not-found-title">Page not found</h1>
        <p>
          There is no page at <code>{path}</code>.
        </p>
        <a
          href={hrefFor(ROUTES.dashboard, mode)}
          onClick={(event) => followLink(event, ROUTES.dashboard)}
        >
          Go to the dashboard
        </a>
      </section>
    </main>
  )
}
