import { setPersistentEngine, windowPersistentEvents } from '@nanostores/persistent'

/**
 * localStorage for the stores, except that a write the browser refuses (the storage is full, or
 * off in a private window) leaves the value in memory for this page instead of throwing out of
 * whatever action set it.
 */
export function quotaSafeStorage(storage: Storage): Record<string, string> {
  return new Proxy({} as Record<string, string>, {
    get: (_, key) => (typeof key === 'string' ? (storage.getItem(key) ?? undefined) : undefined),
    has: (_, key) => typeof key === 'string' && storage.getItem(key) !== null,
    set: (_, key, value) => {
      try {
        storage.setItem(String(key), String(value))
      } catch {
        // Refused: the atom keeps the value for this page.
      }
      return true
    },
    deleteProperty: (_, key) => {
      storage.removeItem(String(key))
      return true
    },
  })
}

/** Binds the stores' browser values to this page's localStorage, refused writes included. */
export function bindQuotaSafeStorage(): void {
  let storage: Storage
  try {
    storage = window.localStorage
  } catch {
    return // No storage at all (blocked by the browser): the stores keep values in memory.
  }
  setPersistentEngine(quotaSafeStorage(storage), windowPersistentEvents)
}
