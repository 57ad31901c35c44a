import { useStore } from '@nanostores/react'
import {
  startTransition,
  Suspense,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'
import { StyleSheet } from '../styles/style-sheet.tsx'
import { StyleRootContext } from '../styles/style-root.ts'
import { $onboardingFinished } from '../stores/page/onboarding.ts'
import { getEnvironment } from '../stores/page/environment.ts'
import { watchInBackground } from '../stores/nodes/watch-start.ts'
import {
  $path,
  $route,
  navigate,
  normalizeBase,
  ROUTES,
  type Route,
  type RoutingMode,
} from '../stores/page/router.ts'
import { DashboardLayout } from './dashboard-layout.tsx'
import { lazyComponent } from '../components/lazy/lazy-component.ts'
import { preloadTree } from '../components/lazy/preload-tree.ts'
import { ErrorBoundary } from './error-boundary.tsx'
import { applyPagePort } from './api-port.ts'
import { SECTIONS, type DashboardRoute } from './sections.tsx'
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

// A dashboard load runs the dashboard's code only: the onboarding screens (a first visit) and the
// not-found page load when shown, before the app replaces the page's frame with them.
const Onboarding = lazyComponent(() => import('./onboarding.tsx'), 'Onboarding')
const NotFound = lazyComponent(() => import('./not-found.tsx'), 'NotFound')

/** The path of the page's `<base href>`, when it has one. */
function documentBase(): string | undefined {
  return document.querySelector('base[href]') ? new URL(document.baseURI).pathname : undefined
}

/** The whole vault: onboarding, then the dashboard with its sections, one per route. */
export function VaultApp({ routing, base, onNavigate, onNodeStateChange }: VaultAppProps) {
  const mode: RoutingMode = routing === 'hash' ? 'hash' : 'history'
  const basePath = normalizeBase(base ?? documentBase())
  // Only the whole app owns the page's URL: a widget never takes the host page's query as its port.
  // The sections wait for it, so none asks the node at the address the port replaces.
  const portApplied = useRef<Promise<unknown>>(undefined)
  useLayoutEffect(() => {
    portApplied.current = applyPagePort(window.location.search)
  }, [])
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
    const page = section
      ? preloadTree(section.render())
      : [(route === 'not-found' ? NotFound : Onboarding).preload()]
    void Promise.allSettled([portApplied.current, ...page]).then(() =>
      startTransition(() => setReady(true)),
    )
    return unbind
  }, [mode, basePath])
  const root = useContext(StyleRootContext)
  useLayoutEffect(() => {
    const host = root && 'host' in root ? root.host : undefined
    if (!ready || !host) return
    // The page's frame: inside the tag (a slot shows it until now), or just after it.
    for (const frame of host.querySelectorAll(':scope > .vault-frame')) frame.remove()
    if (host.nextElementSibling?.classList.contains('vault-frame')) host.nextElementSibling.remove()
  }, [ready, root])
  useEffect(() => $path.listen((path) => onNavigate?.({ path })), [onNavigate])
  useEffect(() => getEnvironment().ownPageReporting(), [])
  // The shell keeps every node watched and recorded (the watch starts once the page is idle).
  useEffect(() => watchInBackground(), [])
  const route = useStore($route)

  return (
    <>
      <NodeStateEvents onChange={onNodeStateChange} />
      {/* Until then the page's frame shows (a slot, or the frame after the tag): the element stays
          empty at the top of the page, so nothing moves when the app takes the frame's place. */}
      {!ready ? <slot /> : <AppPage route={route} />}
    </>
  )
}

/**
 * What the app shows for a route; the build draws each route's page frame from it too
 * (scripts/build/frame.tsx), so the frame is the app's first render.
 */
export function AppPage({ route }: { route: Route }) {
  return (
    <>
      <StyleSheet name="vault-app" css={css} />
      <div className="vault-app">
        <RoutePage route={route} />
      </div>
    </>
  )
}

/**
 * Tells the node's state changes as events. Its own component, so starting the node's status
 * queries is a unit of React's first render of its own, not part of the app's.
 */
function NodeStateEvents({ onChange }: { onChange: VaultAppProps['onNodeStateChange'] }) {
  useNodeStateChange(onChange)
  return null
}

/** What a route shows: the onboarding, the not-found page or the dashboard with its section. */
function RoutePage({ route }: { route: Route }) {
  if (route.name === 'not-found') {
    return (
      <ErrorBoundary key={route.path}>
        <Suspense fallback={null}>
          <NotFound path={route.path} />
        </Suspense>
      </ErrorBoundary>
    )
  }
  if (
    route.name === 'welcome' ||
    route.name === 'onboardingName' ||
    route.name === 'onboardingChecks'
  ) {
    return (
      <ErrorBoundary>
        <Suspense fallback={null}>
          <Onboarding step={route.name} path={route.path} />
        </Suspense>
      </ErrorBoundary>
    )
  }
  return <DashboardLayout route={route.name} />
}
