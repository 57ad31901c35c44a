import type { NodeClient } from '../api/node-client.ts'
import type { VaultError } from '../api/result.ts'

export type { NodeClient }

/** What the page tells the stores about itself: visibility, focus and connectivity. */
export type PageEvent = 'focus' | 'visible' | 'hidden' | 'online' | 'offline'

/**
 * Everything the stores need from the platform. The browser binds it in `src/elements/setup.ts`;
 * tests bind fakes with `setEnvironment`.
 */
export interface Environment {
  createNodeClient(url: string): NodeClient
  openWindow(url: string): void
  writeClipboard(text: string): Promise<void>
  reportError(error: VaultError, context?: Record<string, unknown>): void
  now(): number
  /** Whether the page is visible (polling pauses while it is hidden). */
  pageVisible(): boolean
  /** Whether the browser believes it is online. */
  online(): boolean
  /** Calls `listener` on every page event; returns the unsubscribe function. */
  watchPage(listener: (event: PageEvent) => void): () => void
}

function missing(name: string): never {
  throw new Error(`The vault environment has no ${name}: call setEnvironment() first.`)
}

const defaults: Environment = {
  createNodeClient: () => missing('node client'),
  openWindow: () => missing('window opener'),
  writeClipboard: () => Promise.reject(new Error('No clipboard in this environment.')),
  reportError: () => {},
  now: () => Date.now(),
  pageVisible: () => true,
  online: () => true,
  watchPage: () => () => {},
}

let current: Environment = defaults

/** Replaces parts of the environment; the rest stays as it was. */
export function setEnvironment(partial: Partial<Environment>): void {
  current = { ...current, ...partial }
  for (const listener of changeListeners) listener()
}

export function getEnvironment(): Environment {
  return current
}

/** Back to the bare defaults (tests call it between cases). */
export function resetEnvironment(): void {
  setEnvironment(defaults)
}

const changeListeners = new Set<() => void>()

/** Runs `listener` whenever the environment is replaced (the node client cache listens). */
export function onEnvironmentChange(listener: () => void): () => void {
  changeListeners.add(listener)
  return () => changeListeners.delete(listener)
}
