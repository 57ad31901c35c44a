import type { VaultError } from '../../api/result.ts'
import {
  setEnvironment,
  type Environment,
  type NodeClient,
  type NotificationAccess,
  type PageEvent,
} from './environment.ts'

/** What a test can read and drive of the platform it bound. */
export interface TestEnvironment {
  /** Every node URL a client was created for, in order. */
  urls: string[]
  /** Every URL opened in a new window. */
  opened: string[]
  /** Every text written to the clipboard. */
  clipboard: string[]
  /** Every error reported, with its context. */
  reported: { error: VaultError; context: Record<string, unknown> | undefined }[]
  /** Whether the leave guard is on (an upload is under way). */
  guardingLeave(): boolean
  /** The page's visibility and connectivity, as the stores read them. */
  page: { visible: boolean; online: boolean; focused: boolean; origin: string | null }
  /** The notification permission the fake browser has, and what asking for it turns it into. */
  notifications: {
    permission: NotificationAccess
    onRequest: NotificationAccess
    shown: { title: string; body: string }[]
  }
  /** Tells the stores the page changed (visibility and connectivity follow). */
  firePage(event: PageEvent): void
}

/**
 * Binds a complete fake platform for tests (and for host pages testing their own use of the
 * vault): the node client from `node`, everything else recorded in memory. `overrides` replace
 * single parts. Shipped beside the Environment interface so it stays in step with it.
 */
export function useTestEnvironment(
  node: NodeClient | ((url: string) => NodeClient),
  overrides: Partial<Environment> = {},
): TestEnvironment {
  const listeners = new Set<(event: PageEvent) => void>()
  let leaving = false
  let objectUrls = 0
  const stored = new Map<string, string>()
  // One tab alone: storage kept in memory, so it always leads, and no other tab ever writes.
  const tabStorage = {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
    removeItem: (key: string) => void stored.delete(key),
  }
  const test: TestEnvironment = {
    urls: [],
    opened: [],
    clipboard: [],
    reported: [],
    guardingLeave: () => leaving,
    page: { visible: true, online: true, focused: true, origin: null },
    notifications: { permission: 'default', onRequest: 'granted', shown: [] },
    firePage(event) {
      if (event === 'hidden' || event === 'visible') test.page.visible = event === 'visible'
      if (event === 'online' || event === 'offline') test.page.online = event === 'online'
      for (const listener of listeners) listener(event)
    },
  }
  setEnvironment({
    createNodeClient: (url) => {
      test.urls.push(url)
      return typeof node === 'function' ? node(url) : node
    },
    // Prometheus, Alertmanager and the services: a test serves them, or stubs the global fetch.
    fetch: (input, init) => fetch(input, init),
    openWindow: (url) => void test.opened.push(url),
    writeClipboard: async (text) => void test.clipboard.push(text),
    reportError: (error, context) => void test.reported.push({ error, context }),
    ownPageReporting: () => () => {},
    now: () => Date.now(),
    pageVisible: () => test.page.visible,
    online: () => test.page.online,
    watchPage: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    guardLeaving: (active) => {
      leaving = active
    },
    createObjectUrl: () => `blob:test/${++objectUrls}`,
    revokeObjectUrl: () => {},
    pageOrigin: () => test.page.origin,
    localNetworkPermission: () => Promise.resolve('unknown'),
    pageFocused: () => test.page.focused,
    notificationPermission: () => test.notifications.permission,
    requestNotificationPermission: async () => {
      if (test.notifications.permission === 'default')
        test.notifications.permission = test.notifications.onRequest
      return test.notifications.permission
    },
    showNotification: (title, body) => {
      if (test.notifications.permission !== 'granted') return false
      test.notifications.shown.push({ title, body })
      return true
    },
    setTimer: (run, ms) => {
      const id = setTimeout(run, ms)
      return () => clearTimeout(id)
    },
    whenIdle: (run) => {
      const id = setTimeout(run, 0)
      return () => clearTimeout(id)
    },
    requestLock: () => null,
    tabStorage: () => tabStorage,
    watchTabStorage: () => () => {},
    indexedDb: () => null,
    tabChannel: () => null,
    ...overrides,
  })
  return test
}
