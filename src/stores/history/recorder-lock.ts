/**
 * One recorder per node across every tab and widget of this browser: the Web Locks API queues the
 * others, and the next one takes over when the recording tab closes. Where it is missing, a lease
 * in localStorage renewed every few seconds does the same, a little later.
 */

export const LEASE_MS = 15_000
const RENEW_MS = 5_000

export interface LockPlatform {
  locks?: Pick<LockManager, 'request'>
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
  now(): number
  setInterval(run: () => void, ms: number): () => void
}

function browserPlatform(): LockPlatform {
  let storage: Storage | undefined
  try {
    storage = globalThis.localStorage
  } catch {
    storage = undefined
  }
  return {
    locks: (globalThis.navigator as Navigator | undefined)?.locks,
    storage,
    now: () => Date.now(),
    setInterval: (run, ms) => {
      const id = setInterval(run, ms)
      return () => clearInterval(id)
    },
  }
}

let ownerCount = 0
const ownerPrefix = Math.random().toString(36).slice(2)

/**
 * Calls `record` once this page holds the node's recorder lock, and the function it returns when
 * the page lets go. Returns the release function (also cancels a wait).
 */
export function holdRecorderLock(
  node: string,
  record: () => () => void,
  platform: LockPlatform = browserPlatform(),
): () => void {
  const name = `codex-history-recorder@${node}`
  return platform.locks
    ? holdWebLock(platform.locks, name, record)
    : holdLease(platform, name, record)
}

function holdWebLock(
  locks: Pick<LockManager, 'request'>,
  name: string,
  record: () => () => void,
): () => void {
  const controller = new AbortController()
  let letGo: (() => void) | undefined
  let stop: (() => void) | undefined
  let released = false
  locks
    .request(name, { signal: controller.signal }, () => {
      if (released) return
      stop = record()
      return new Promise<void>((resolve) => (letGo = resolve))
    })
    .catch(() => {
      // Aborted while waiting: another page records.
    })
  return () => {
    released = true
    controller.abort()
    stop?.()
    letGo?.()
  }
}

interface Lease {
  owner: string
  until: number
}

function readLease(text: string | null): Lease | null {
  try {
    const value = JSON.parse(text ?? 'null') as Partial<Lease> | null
    return typeof value?.owner === 'string' && typeof value.until === 'number'
      ? { owner: value.owner, until: value.until }
      : null
  } catch {
    return null
  }
}

function holdLease(platform: LockPlatform, name: string, record: () => () => void): () => void {
  const { storage } = platform
  // No storage at all: nothing to share a lease with, so this page records.
  if (!storage) {
    const stop = record()
    return stop
  }
  const owner = `${ownerPrefix}-${++ownerCount}`
  let stop: (() => void) | undefined
  const renew = () => {
    try {
      const lease = readLease(storage.getItem(name))
      const now = platform.now()
      if (lease && lease.owner !== owner && lease.until > now) return
      storage.setItem(name, JSON.stringify({ owner, until: now + LEASE_MS }))
      stop ??= record()
    } catch {
      // Storage refused: keep what this page does now.
    }
  }
  renew()
  const stopRenewing = platform.setInterval(renew, RENEW_MS)
  return () => {
    stopRenewing()
    stop?.()
    try {
      if (readLease(storage.getItem(name))?.owner === owner) storage.removeItem(name)
    } catch {
      // The lease runs out by itself.
    }
  }
}
