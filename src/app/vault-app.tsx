import { useStore } from '@nanostores/react'
import { startTransition, useContext, useEffect, useLayoutEffect, useState } from 'react'
import { StyleSheet } from '../styles/style-sheet.tsx'
import { StyleRootContext } from '../styles/style-root.ts'
import { applyApiPortParameter } from '../stores/node.ts'
import { $onboardingFinished } from '../stores/onboarding.ts'
import { getEnvironment } from '../stores/environment.ts'
import {
  $path,
  $route,
  navigate,
  normalizeBase,
  ROUTES,
  type RoutingMode,
} from '../stores/router.ts'
import { DashboardLayout } from './dashboard-layout.tsx'
import { preloadTree } from '../components/lazy/lazy-named.ts'
import { SECTIONS, type DashboardRoute } from './sections.tsx'
import { NotFound } from './not-found.tsx'
import { Onboarding } from './onboarding.tsx'
import css from './vault-app.css?inline'
import { bindPathToUrl } from './url-binding.ts'
import {
  useNodeStateChange,
  type NodeStateChange,
} from '../features/health-check/use-node-state-change.ts'

export interface VaultAppProps {
  /** `hash` for host pages without an SPA fallback; `history` (the default) otherwise. */
  routing?: string
  /**
   * The path the app lives under in history mode (`/admin/vault/`): its routes are written below
   * it and the host's other paths are left alone. By default the page's `<base href>` path, if it
   * has one, else `/`.
   */
  base?: string
  /** Fired when the app moves to another route. */
  onNavigate?: (detail: { path: string }) => void
  /** Fired when the node's status becomes known and whenever it changes. */
  onNodeStateChange?: (detail: NodeStateChange) => void
}

/** The path of the page's `<base href>`, when it has one. */
function documentBase(): string | undefined {
  return document.querySelector('base[href]') ? new URL(document.baseURI).pathname : undefined
}

/** The whole vault: onboarding, then the dashboard with its sections, one per route. */
export function VaultApp({ routing, base, onNavigate, onNodeStateChange }: VaultAppProps) {
  const mode: RoutingMode = routing === 'hash' ? 'hash' : 'history'
  const basePath = normalizeBase(base ?? documentBase())
  // Only the whole app owns the page's URL: a widget never takes the host page's query as its port.
  useLayoutEffect(() => void applyApiPortParameter(window.location.search), [])
  // The app shows the page's own frame (a slot) until it knows the route from the URL and has the
  // route's section loaded (the page preloads its chunks): then the frame, the layout and the
  // section are one commit, with no spinner, and the store's initial route never fetches the
  // onboarding's chunks on a dashboard load.
  const [ready, setReady] = useState(false)
  useLayoutEffect(() => {
    const unbind = bindPathToUrl({ mode, base: basePath })
    if ($route.get().name === 'welcome' && $onboardingFinished.get()) {
      navigate(ROUTES.dashboard, { replace: true })
    }
    const route = $route.get().name
    const section = route in SECTIONS ? SECTIONS[route as DashboardRoute] : undefined
    // A chunk that fails to load fails again inside the section's error boundary, which says so.
    // The whole page renders at once here: as a transition React renders it in slices, so the
    // page's frame stays responsive instead of blocking in one long task.
    void Promise.allSettled(section ? preloadTree(section.render()) : []).then(() =>
      startTransition(() => setReady(true)),
    )
    return unbind
  }, [mode, basePath])
  const root = useContext(StyleRootContext)
  useLayoutEffect(() => {
    const host = root && 'host' in root ? root.host : undefined
    if (ready)
      for (const frame of host?.querySelectorAll(':scope > .vault-frame') ?? []) frame.remove()
  }, [ready, root])
  useEffect(() => $path.listen((path) => onNavigate?.({ path })), [onNavigate])
  useEffect(() => getEnvironment().ownPageReporting(), [])
  useNodeStateChange(onNodeStateChange)
  const route = useStore($route)

  return (
    <div className="vault-app">
      <StyleSheet name="vault-app" css={css} />
      {!ready ? (
        <slot />
      ) : route.name === 'not-found' ? (
        <NotFound path={route.path} />
      ) : route.name === 'welcome' ||
        route.name === 'onboardingName' ||
        route.name === 'onboardingChecks' ? (
        <Onboarding step={route.name} path={route.path} />
      ) : (
        <DashboardLayout route={route.name} />
      )}
    </div>
  )
}
