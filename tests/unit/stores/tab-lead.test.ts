import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Environment, PageEvent } from '../../../src/stores/page/environment.ts'
import { electLeader } from '../../../src/stores/page/tab-lead.ts'
import { fakeChannels, fakeLocks, fakeTabStorage } from './fake-tabs.ts'
import { RENEW_MS } from '../../../src/stores/cadences.ts'

function sharedStorage() {
  const map = new Map<string, string>()
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  }
}

/** A tab of one browser: its own visibility and page events, the browser's locks and storage. */
function tab(shared: Partial<Environment>, visible: boolean) {
  const listeners = new Set<(event: PageEvent) => void>()
  const page = { visible, leading: false }
  const environment = {
    requestLock: () => null,
    tabChannel: () => null,
    tabStorage: () => null,
    now: () => Date.now(),
    setTimer: (run: () => void, ms: number) => {
      const id = setTimeout(run, ms)
      return () => clearTimeout(id)
    },
    ...shared,
    pageVisible: () => page.visible,
    watchPage: (listener: (event: PageEvent) => void) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  } as unknown as Environment
  const stop = electLeader(environment, (leading) => (page.leading = leading))
  return {
    page,
    stop,
    show(shown: boolean) {
      page.visible = shown
      for (const listener of listeners) listener(shown ? 'visible' : 'hidden')
    },
  }
}

/**
 * Both tabs visible (two windows), the first leads; it hides: the other one shown takes the lead;
 * the leader closes: the tab in line leads, hidden as it is.
 */
function handsOverWhenHidden(first: ReturnType<typeof tab>, second: ReturnType<typeof tab>) {
  first.show(true)
  expect([first.page.leading, second.page.leading]).toEqual([true, false])
  first.show(false)
  expect([first.page.leading, second.page.leading]).toEqual([false, true])
  second.stop()
  expect(first.page.leading).toBe(true)
  first.stop()
}

describe('the leading tab, with Web Locks', () => {
  it('lets one tab lead; a tab shown takes the lead, and the hidden leader hands it to one already shown', () => {
    const browser = { requestLock: fakeLocks(), tabChannel: fakeChannels() }
    const first = tab(browser, true)
    expect(first.page.leading).toBe(true)
    const second = tab(browser, false)
    expect([first.page.leading, second.page.leading]).toEqual([true, false])
    // The second is brought to the front: it leads, the first waits in line.
    first.show(false)
    second.show(true)
    expect([first.page.leading, second.page.leading]).toEqual([false, true])
    handsOverWhenHidden(first, second)
  })
})

describe('the leading tab, with Web Locks and no BroadcastChannel', () => {
  it('hands the lead from the hidden leader to a tab shown, told through the storage event', () => {
    const requestLock = fakeLocks()
    const storage = fakeTabStorage()
    const first = tab({ requestLock, ...storage() }, true)
    const second = tab({ requestLock, ...storage() }, false)
    second.show(true)
    handsOverWhenHidden(first, second)
  })
})

describe('the leading tab, with a lease where there are no Web Locks', () => {
  afterEach(() => vi.useRealTimers())

  it('lets one tab lead, hands the lead to a tab shown, and the tab that lost its lease stops', async () => {
    vi.useFakeTimers()
    const storage = sharedStorage()
    const shared = { tabStorage: () => storage }
    const first = tab(shared, true)
    const second = tab(shared, true)
    expect([first.page.leading, second.page.leading]).toEqual([true, false])
    // The leader hides; the other tab, visible, takes the lease at its next renewal.
    first.show(false)
    await vi.advanceTimersByTimeAsync(RENEW_MS)
    expect(second.page.leading).toBe(true)
    // The hidden tab sees at its own next renewal that the lease is another's: it stops.
    expect(first.page.leading).toBe(false)
    // The leader closes: the hidden tab leads from its next renewal.
    second.stop()
    await vi.advanceTimersByTimeAsync(RENEW_MS)
    expect(first.page.leading).toBe(true)
    first.stop()
  })
})
