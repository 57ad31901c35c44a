import { atom } from 'nanostores'
import type { NodeClient, NodeClientOptions } from '../../api/node-client.ts'
import type { VaultError } from '../../api/result.ts'
import type { FetchFunction, SetTimer } from '../../api/http.ts'

export type { NodeClient }

/** What the page tells the stores about itself: visibility, focus and connectivity. */
export type PageEvent = 'focus' | 'visible' | 'hidden' | 'online' | 'offline'

/**
 * Everything the stores need from the platform. The browser binds it in `src/platform/browser.ts` when
 * the first element connects; tests bind fakes with `setEnvironment`, which the browser's leave alone.
 */
/** What the stores tell a new client besides its address. */
export type NodeClientHints = Pick<
  NodeClientOptions,
  'lineHint' | 'onDetected' | 'auth' | 'deadlines'
>

export interface Environment {
  createNodeClient(url: string, hints?: NodeClientHints): NodeClient
  /** `fetch` for every server but the nodes: Prometheus, Alertmanager, the external services. */
  fetch: FetchFunction
  openWindow(url: string): void
  writeClipboard(text: string): Promise<void>
  reportError(error: VaultError, context?: Record<string, unknown>): void
  /**
   * The vault owns the page (`<vault-app>` is mounted): reporting may record the page too (session
   * replay, tracing). Returns the function that gives the page back.
   */
  ownPageReporting(): () => void
  now(): number
  /** Whether the page is visible (polling pauses while it is hidden). */
  pageVisible(): boolean
  /** Whether the browser believes it is online. */
  online(): boolean
  /** Calls `listener` on every page event; returns the unsubscribe function. */
  watchPage(listener: (event: PageEvent) => void): () => void
  /** Asks the browser to confirm leaving the page while `active` (uploads under way). */
  guardLeaving(active: boolean): void
  /** A URL that shows the file (image previews); null where there is none. */
  createObjectUrl(file: Blob): string | null
  revokeObjectUrl(url: string): void
  /** The origin of the page the vault runs in (for the Local Network Access hint); null if none. */
  pageOrigin(): string | null
  /** The browser's Local Network Access permission for that address space, where it has one. */
  localNetworkPermission(space: 'loopback' | 'local'): Promise<PermissionState | 'unknown'>
  /** Whether the page has the keyboard focus (an alert is notified only while it is not seen). */
  pageFocused(): boolean
  /** The browser's permission to show notifications; `unsupported` where it has none. */
  notificationPermission(): NotificationAccess
  /** Asks the user for that permission (only ever on a click) and answers what they chose. */
  requestNotificationPermission(): Promise<NotificationAccess>
  /** Shows a system notification; false when the browser refused to. */
  showNotification(title: string, body: string): boolean
  /** Runs `run` after `ms`; returns the cancel function. */
  setTimer: SetTimer
  /** Resolves in a new task, so what follows does not lengthen the one under way. */
  nextTask(): Promise<void>
  /** Runs `run` once the page has loaded and painted and the browser is idle; returns the cancel. */
  whenIdle(run: () => void): () => void
  /**
   * Web Locks: asks for the lock `name` across this browser's tabs (`steal`: take it from its
   * holder), calls `held` once this page holds it and `lost` when another took it. Returns the
   * release (also cancels a wait); null where the browser has no Web Locks.
   */
  requestLock(name: string, steal: boolean, on: LockHandlers): (() => void) | null
  /**
   * The storage this browser's tabs share (localStorage) and its `storage` event: the leader's lease
   * where there are no Web Locks, the tabs' channel where there is no BroadcastChannel; null where none.
   */
  tabStorage(): TabStorage | null
  /**
   * Hears each key another tab writes there (the `storage` event): its value, null once removed
   * (the key is null when the storage was cleared). Returns the unsubscriber.
   */
  watchTabStorage(listener: (key: string | null, value: string | null) => void): () => void
  /** The browser's IndexedDB; null where it has none (a private window, say). */
  indexedDb(): IDBFactory | null
  /**
   * True where the browser shows that this is a private window, whose storage it deletes when the
   * window closes; null where it does not tell (Chromium never does).
   */
  privateWindow(): Promise<true | null>
  /**
   * A channel to this browser's other vault tabs (BroadcastChannel), `listener` hearing every
   * message another tab posts; null where there is none.
   */
  tabChannel(name: string, listener: (message: string) => void): TabChannel | null
}

export interface TabChannel {
  post(message: string): void
  close(): void
}

export interface LockHandlers {
  held(): void
  lost(): void
}

export type TabStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

export type NotificationAccess = NotificationPermission | 'unsupported'

function missing(name: string): never {
  throw new Error(`The vault environment has no ${name}: call setEnvironment() first.`)
}

const defaults: Environment = {
  createNodeClient: () => missing('node client'),
  fetch: (input, init) => fetch(input, init),
  openWindow: () => missing('window opener'),
  writeClipboard: () => Promise.reject(new Error('No clipboard in this environment.')),
  reportError: () => {},
  ownPageReporting: () => () => {},
  now: () => Date.now(),
  pageVisible: () => true,
  online: () => true,
  watchPage: () => () => {},
  guardLeaving: () => {},
  createObjectUrl: () => null,
  revokeObjectUrl: () => {},
  pageOrigin: () => null,
  localNetworkPermission: () => Promise.resolve('unknown'),
  pageFocused: () => true,
  notificationPermission: () => 'unsupported',
  requestNotificationPermission: () => Promise.resolve('unsupported'),
  showNotification: () => false,
  setTimer: (run, ms) => {
    const id = setTimeout(run, ms)
    return () => clearTimeout(id)
  },
  nextTask: () => Promise.resolve(),
  whenIdle: (run) => {
    const id = setTimeout(run, 0)
    return () => clearTimeout(id)
  },
  requestLock: () => null,
  tabStorage: () => null,
  watchTabStorage: () => () => {},
  indexedDb: () => null,
  privateWindow: () => Promise.resolve(null),
  tabChannel: () => null,
}

let current: Environment = defaults

/**
 * Counts the bindings of the platform: whatever belongs to one (the node clients and scopes made
 * with a test's fake node, say) starts anew when this moves.
 */
export const $environmentBinding = atom(0)
const rebound = () => $environmentBinding.set($environmentBinding.get() + 1)
/** The parts someone set on purpose (a test's fake, a host's own opener): platform defaults leave them. */
const chosen = new Set<string>()

/** Replaces parts of the environment; the rest stays as it was. */
export function setEnvironment(partial: Partial<Environment>): void {
  for (const key of Object.keys(partial)) chosen.add(key)
  current = { ...current, ...partial }
  rebound()
}

/** Binds the platform's own parts (the browser's, at the first element), keeping chosen ones. */
export function bindPlatform(platform: Environment): void {
  const unchosen = Object.entries(platform).filter(([key]) => !chosen.has(key))
  current = { ...current, ...Object.fromEntries(unchosen) }
  rebound()
}

export function getEnvironment(): Environment {
  return current
}

/** Runs `run` every `ms` on the environment's timers until the returned function is called. */
export function repeatEvery(ms: number, run: () => void): () => void {
  let cancel = () => {}
  const next = () => {
    cancel = getEnvironment().setTimer(() => {
      next()
      run()
    }, ms)
  }
  next()
  return () => cancel()
}

/** Back to the bare defaults (tests call it between cases). */
export function resetEnvironment(): void {
  chosen.clear()
  current = defaults
  rebound()
}
