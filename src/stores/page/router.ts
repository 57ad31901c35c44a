import { atom, computed } from 'nanostores'
import { ONBOARDING_ROUTES, SECTION_ROUTES, type SectionName } from './routes.ts'

/** Every route of the vault, by name: the onboarding's and the sections' (routes.ts). */
export const ROUTES = {
  ...ONBOARDING_ROUTES,
  ...(Object.fromEntries(
    Object.entries(SECTION_ROUTES).map(([name, route]) => [name, route.path]),
  ) as { [Name in SectionName]: (typeof SECTION_ROUTES)[Name]['path'] }),
}

export type RouteName = keyof typeof ROUTES
export type Route = { name: RouteName; path: string } | { name: 'not-found'; path: string }

const ROUTE_BY_PATH = new Map<string, RouteName>(
  Object.entries(ROUTES).map(([name, path]) => [path, name as RouteName]),
)

/** The route a path shows; trailing slashes and letter case do not matter. */
export function routeOf(path: string): Route {
  const clean = (path.split(/[?#]/)[0] ?? '').replace(/\/+$/, '').toLowerCase() || '/'
  const name = ROUTE_BY_PATH.get(clean)
  return name ? { name, path: clean } : { name: 'not-found', path }
}

/** The path `<vault-app>` shows. Only `<vault-app>` binds it to the page URL. */
export const $path = atom<string>('/')

export const $route = computed($path, routeOf)

/** Whether the navigation under way asked to replace the history entry instead of adding one. */
const $replaceNext = atom(false)

/** Shows another path; `replace` keeps it out of the back history (redirects). */
export function navigate(path: string, options: { replace?: boolean } = {}): void {
  if (path === $path.get()) return
  $replaceNext.set(options.replace ?? false)
  $path.set(path)
}

/** Whether the last navigation asked to replace the history entry (read by the URL binding). */
export function takeReplaceFlag(): boolean {
  const flag = $replaceNext.get()
  $replaceNext.set(false)
  return flag
}

export type RoutingMode = 'history' | 'hash'

/**
 * How `<vault-app>` writes paths into the page URL: the mode, and in history mode the base path it
 * is mounted under (`/admin/vault/`; always with both slashes). Links use it for their href.
 */
export interface Routing {
  mode: RoutingMode
  base: string
}

export const $routing = atom<Routing>({ mode: 'history', base: '/' })

/** A base path as the router keeps it: `admin/vault` and `/admin/vault` become `/admin/vault/`. */
export function normalizeBase(base: string | undefined): string {
  const trimmed = (base ?? '').trim().replace(/^\/+|\/+$/g, '')
  return trimmed ? `/${trimmed}/` : '/'
}

/** The vault path a page path shows under `base`; undefined when the page is outside it. */
export function pathUnderBase(pathname: string, base: string): string | undefined {
  if (base === '/') return pathname || '/'
  if (`${pathname}/` === base) return '/'
  return pathname.startsWith(base) ? `/${pathname.slice(base.length)}` : undefined
}

/** The href of a link to `path` with this routing (the current one by default). */
export function hrefFor(path: string, routing: Routing = $routing.get()): string {
  if (routing.mode === 'hash') return `#${path}`
  return path === '/' ? routing.base : `${routing.base}${path.replace(/^\//, '')}`
}
