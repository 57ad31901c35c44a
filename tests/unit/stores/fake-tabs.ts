import type { Environment, LockHandlers, TabChannel } from '../../../src/stores/page/environment.ts'

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

/** One browser's BroadcastChannel: a message reaches every other channel's listener. */
export function fakeChannels() {
  const listeners = new Set<(message: string) => void>()
  return (_name: string, listener: (message: string) => void): TabChannel => {
    const mine = (message: string) => listener(message)
    listeners.add(mine)
    return {
      post: (message) => {
        for (const each of listeners) if (each !== mine) each(message)
      },
      close: () => void listeners.delete(mine),
    }
  }
}

/**
 * One browser's localStorage and its `storage` event: each call is one tab's, which hears what the
 * other tabs write (a change only), never its own writes.
 */
export function fakeTabStorage() {
  const values = new Map<string, string>()
  const watchers = new Map<(key: string | null, value: string | null) => void, object>()
  return (): Pick<Environment, 'tabStorage' | 'watchTabStorage'> => {
    const tab = {}
    const write = (key: string, value: string | null) => {
      if ((values.get(key) ?? null) === value) return
      if (value === null) values.delete(key)
      else values.set(key, value)
      for (const [listener, owner] of watchers) if (owner !== tab) listener(key, value)
    }
    const storage = {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => write(key, value),
      removeItem: (key: string) => write(key, null),
    }
    return {
      tabStorage: () => storage,
      watchTabStorage(listener) {
        watchers.set(listener, tab)
        return () => watchers.delete(listener)
      },
    }
  }
}
