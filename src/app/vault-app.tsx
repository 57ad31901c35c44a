import { useStore } from '@nanostores/react'
import { useEffect, useLayoutEffect } from 'react'
import { StyleSheet } from '../styles/style-sheet.tsx'
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
  useLayoutEffect(() => {
    const unbind = bindPathToUrl({ mode, base: basePath })
    if ($route.get().name === 'welcome' && $onboardingFinished.get()) {
      navigate(ROUTES.dashboard, { replace: true })
    }
    return unbind
  }, [mode, basePath])
  useEffect(() => $path.listen((path) => onNavigate?.({ path })), [onNavigate])
  useEffect(() => getEnvironment().ownPageReporting(), [])
  useNodeStateChange(onNodeStateChange)
  const route = useStore($route)

  return (
    <div className="vault-app">
      <StyleSheet name="vault-app" css={css} />
      {route.name === 'not-found' ? (
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
