import { atom, onMount } from 'nanostores'
import { getEnvironment, type Environment } from './environment.ts'
import { joinTabs } from './tab-channel.ts'
import { HIDDEN_LEASE_MS, LEASE_MS, RENEW_MS } from '../cadences.ts'

/**
 * Whether this tab leads the vault's open tabs: the leader watches and records at the hidden
 * cadence while every page is hidden, and notifies. One tab alone always leads; a tab nobody
 * asks (nothing listens) counts as alone.
 */
export const $leadingTab = atom(true)

onMount($leadingTab, () => {
  $leadingTab.set(false)
  const stop = electLeader(getEnvironment(), (leading) => {
    if ($leadingTab.get() !== leading) $leadingTab.set(leading)
  })
  return () => {
    stop()
    $leadingTab.set(true)
  }
})

/** The leader's lock, and the key of its lease where there are no Web Locks. */
export const LEAD_LOCK = 'codex-vault-lead'

/**
 * Elects one leading tab, telling `onLead` each time this tab starts or stops leading; returns
 * the stop function. Web Locks where there are some (a tab shown steals the lock, a hidden leader
 * tells the others so one already shown takes it); else a lease in shared storage, renewed.
 */
export function electLeader(
  environment: Environment,
  onLead: (leading: boolean) => void,
): () => void {
  const locking = electByLock(environment, onLead)
  return locking ?? electByLease(environment, onLead)
}

function electByLock(environment: Environment, onLead: (leading: boolean) => void) {
  let leading = false
  let stopped = false
  let release: (() => void) | null = null
  const lead = (value: boolean) => {
    if (stopped || leading === value) return
    leading = value
    onLead(value)
  }
  const request = (steal: boolean): boolean => {
    release?.()
    release = environment.requestLock(LEAD_LOCK, steal, {
      held: () => lead(true),
      lost: () => {
        lead(false)
        // Taken by a tab being shown: wait in line for the lead to come back.
        if (!stopped) request(false)
      },
    })
    return release !== null
  }
  if (!request(environment.pageVisible())) return null
  const tabs = joinTabs(environment, (message) => {
    if (message.kind === 'leader-hidden' && !leading && environment.pageVisible()) request(true)
  })
  const stopWatching = environment.watchPage((event) => {
    if (event === 'visible' && !leading) request(true)
    if (event === 'hidden' && leading) tabs?.tell({ kind: 'leader-hidden' })
  })
  return () => {
    stopped = true
    stopWatching()
    tabs?.leave()
    release?.()
    if (leading) onLead(false)
  }
}

interface Lease {
  owner: string
  until: number
  visible: boolean
}

function readLease(text: string | null): Lease | null {
  try {
    const value = JSON.parse(text ?? 'null') as Partial<Lease> | null
    return typeof value?.owner === 'string' && typeof value.until === 'number'
      ? { owner: value.owner, until: value.until, visible: value.visible === true }
      : null
  } catch {
    return null
  }
}

let tabCount = 0
const tabPrefix = Math.random().toString(36).slice(2)

function electByLease(environment: Environment, onLead: (leading: boolean) => void): () => void {
  const storage = environment.tabStorage()
  // Nothing to share a lease with: this tab is alone as far as it can know.
  if (!storage) {
    onLead(true)
    return () => onLead(false)
  }
  const owner = `${tabPrefix}-${++tabCount}`
  let leading = false
  let cancelTimer = () => {}
  const lead = (value: boolean) => {
    if (leading === value) return
    leading = value
    onLead(value)
  }
  const renew = () => {
    cancelTimer()
    cancelTimer = environment.setTimer(renew, RENEW_MS)
    try {
      const lease = readLease(storage.getItem(LEAD_LOCK))
      const now = environment.now()
      const visible = environment.pageVisible()
      const mine = lease?.owner === owner
      const free = !lease || lease.until <= now || (visible && !lease.visible)
      // A lease another tab took (it was shown, or this one's timers slept): stop at once.
      if (!mine && !free) return lead(false)
      const until = now + (visible ? LEASE_MS : HIDDEN_LEASE_MS)
      storage.setItem(LEAD_LOCK, JSON.stringify({ owner, until, visible }))
      lead(true)
    } catch {
      // Storage refused: keep what this tab does now.
    }
  }
  renew()
  const stopWatching = environment.watchPage((event) => {
    if (event === 'visible' || event === 'hidden') renew()
  })
  return () => {
    cancelTimer()
    stopWatching()
    try {
      if (readLease(storage.getItem(LEAD_LOCK))?.owner === owner) storage.removeItem(LEAD_LOCK)
    } catch {
      // The lease runs out by itself.
    }
    lead(false)
  }
}
