import { createNodeClient } from '../api/node-client.ts'
import {
  bindPlatform,
  type TabStorage,
  type LockHandlers,
  type NotificationAccess,
  type TabChannel,
  type PageEvent,
} from '../stores/page/environment.ts'
import { lazyModule } from '../lib/lazy-module.ts'
import { nextTask } from '../lib/next-task.ts'
import { bindQuotaSafeStorage } from './quota-safe-storage.ts'
import { browserTransport } from './transport.ts'
import { ownPageReporting, reportError } from './reporting.ts'

function watchPage(listener: (event: PageEvent) => void): () => void {
  const watching = new AbortController()
  const options = { signal: watching.signal }
  const onVisibility = () => listener(document.visibilityState === 'hidden' ? 'hidden' : 'visible')
  document.addEventListener('visibilitychange', onVisibility, options)
  for (const event of ['focus', 'online', 'offline'] as const)
    window.addEventListener(event, () => listener(event), options)
  return () => watching.abort()
}

function warnBeforeLeaving(event: BeforeUnloadEvent) {
  event.preventDefault()
  // Chromium before 119 only asks when returnValue is set.
  event.returnValue = ''
}

function guardLeaving(active: boolean): void {
  if (active) window.addEventListener('beforeunload', warnBeforeLeaving)
  else window.removeEventListener('beforeunload', warnBeforeLeaving)
}

function notificationPermission(): NotificationAccess {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission
}

/**
 * Asks for notifications (only ever on a click) before any await: Firefox and Safari let a page
 * ask only while the click is being handled, so this stays out of the lazily loaded code.
 */
async function requestNotificationPermission(): Promise<NotificationAccess> {
  if (typeof Notification === 'undefined') return 'unsupported'
  try {
    return await Notification.requestPermission()
  } catch {
    return Notification.permission
  }
}

function showNotification(title: string, body: string): boolean {
  if (notificationPermission() !== 'granted') return false
  try {
    new Notification(title, { body, tag: `${title}\n${body}` })
    return true
  } catch {
    // Some browsers (Chromium on Android) show notifications only from a service worker.
    return false
  }
}

function whenIdle(run: () => void): () => void {
  let cancelled = false
  let cancelIdle = () => {}
  const idle = () => {
    if (cancelled) return
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(run, { timeout: 10_000 })
      cancelIdle = () => cancelIdleCallback(id)
    } else {
      const id = setTimeout(run, 1000)
      cancelIdle = () => clearTimeout(id)
    }
  }
  if (document.readyState === 'complete') idle()
  else window.addEventListener('load', idle, { once: true })
  return () => {
    cancelled = true
    window.removeEventListener('load', idle)
    cancelIdle()
  }
}

function requestLock(name: string, steal: boolean, on: LockHandlers): (() => void) | null {
  const locks = (navigator as Partial<Navigator>).locks
  if (!locks) return null
  // A steal is granted at once, and the API takes no signal with it.
  const controller = steal ? undefined : new AbortController()
  let letGo: (() => void) | undefined
  let released = false
  locks
    .request(name, steal ? { steal: true } : { signal: controller!.signal }, () => {
      if (released) return
      on.held()
      return new Promise<void>((resolve) => (letGo = resolve))
    })
    .catch(() => {
      // Released while waiting, or another tab stole the lock from this one.
      if (!released && letGo) on.lost()
    })
  return () => {
    released = true
    controller?.abort()
    letGo?.()
  }
}

function tabStorage(): TabStorage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

function watchTabStorage(listener: (key: string | null, value: string | null) => void) {
  const watching = new AbortController()
  const onStorage = (event: StorageEvent) => listener(event.key, event.newValue)
  window.addEventListener('storage', onStorage, { signal: watching.signal })
  return () => watching.abort()
}

function tabChannel(name: string, listener: (message: string) => void): TabChannel | null {
  if (typeof BroadcastChannel !== 'function') return null
  const channel = new BroadcastChannel(name)
  channel.onmessage = (event) => listener(event.data as string)
  return { post: (message) => channel.postMessage(message), close: () => channel.close() }
}

// Asked only now and then (a permission, a private window): their code loads with the first ask.
const privateWindowCode = lazyModule(() => import('./private-window.ts'))
const permissionsCode = lazyModule(() => import('./permissions.ts'))

let bound = false

/**
 * Binds the browser to the stores, once per page, when the first vault element connects: importing
 * an element binds and reads nothing, so a page may import the bundle before it decides to use it.
 */
export function bindBrowserOnce(): void {
  if (bound) return
  bound = true
  bindQuotaSafeStorage()
  bindPlatform({
    createNodeClient: (url, hints) => createNodeClient({ ...browserTransport, url, ...hints }),
    fetch: browserTransport.fetch,
    openWindow: (url) => {
      window.open(url, '_blank', 'noopener')
    },
    writeClipboard: (text) => navigator.clipboard.writeText(text),
    reportError,
    ownPageReporting,
    now: () => Date.now(),
    pageVisible: () => document.visibilityState !== 'hidden',
    online: () => navigator.onLine,
    watchPage,
    guardLeaving,
    createObjectUrl: (file) => URL.createObjectURL(file),
    revokeObjectUrl: (url) => URL.revokeObjectURL(url),
    pageOrigin: () => window.location.origin,
    localNetworkPermission: (space) =>
      permissionsCode.load().then(
        (code) => code.localNetworkPermission(space),
        () => 'unknown',
      ),
    pageFocused: () => document.hasFocus(),
    notificationPermission,
    requestNotificationPermission,
    showNotification,
    setTimer: browserTransport.setTimer,
    nextTask,
    whenIdle,
    requestLock,
    tabStorage,
    watchTabStorage,
    indexedDb: () => (typeof indexedDB === 'undefined' ? null : indexedDB),
    privateWindow: () =>
      privateWindowCode.load().then(
        (code) => code.privateWindow(),
        () => null,
      ),
    tabChannel,
  })
}
