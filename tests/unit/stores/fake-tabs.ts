import type { LockHandlers, TabChannel, TabStorage } from '../../../src/stores/page/environment.ts'

// One browser's Web Locks, BroadcastChannel and localStorage, shared by the tabs a test opens in it.

/** One browser's Web Locks: a holder, a queue, and steals that take the lock from the holder. */
export function fakeLocks() {
  let holder: LockHandlers | null = null
  const queue: LockHandlers[] = []
  const grantNext = () => {
    holder = queue.shift() ?? null
    holder?.held()
  }
  return (_name: string, steal: boolean, on: LockHandlers) => {
    const handlers = { ...on }
    if (steal) {
      const previous = holder
      holder = handlers
      handlers.held()
      previous?.lost()
    } else if (holder) queue.push(handlers)
    else {
      holder = handlers
      handlers.held()
    }
    return () => {
      const waiting = queue.indexOf(handlers)
      if (waiting >= 0) queue.splice(waiting, 1)
      if (holder === handlers) grantNext()
    }
  }
}

/** One browser's BroadcastChannel: a message reaches every other tab's listeners. */
export function fakeChannels() {
  const listeners = new Set<(message: string) => void>()
  return (): TabChannel => {
    const mine = new Set<(message: string) => void>()
    return {
      post: (message) => {
        for (const listener of listeners) if (!mine.has(listener)) listener(message)
      },
      listen(listener) {
        mine.add(listener)
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
      close: () => mine.forEach((listener) => listeners.delete(listener)),
    }
  }
}

/**
 * One browser's localStorage and its `storage` event: each call is one tab's view, which hears
 * what the other tabs write (a change only), never its own writes.
 */
export function fakeTabStorage() {
  const values = new Map<string, string>()
  const watchers = new Map<(key: string, value: string | null) => void, object>()
  return (): (() => TabStorage) => {
    const tab = {}
    const write = (key: string, value: string | null) => {
      if ((values.get(key) ?? null) === value) return
      if (value === null) values.delete(key)
      else values.set(key, value)
      for (const [listener, owner] of watchers) if (owner !== tab) listener(key, value)
    }
    const view: TabStorage = {
      getItem: (key) => values.get(key) ?? null,
      setItem: (key, value) => write(key, value),
      removeItem: (key) => write(key, null),
      watch(listener) {
        watchers.set(listener, tab)
        return () => watchers.delete(listener)
      },
    }
    return () => view
  }
}
