import { vi } from 'vitest'
import { ok, fail, type Result } from '../../../src/api/result.ts'
import {
  resetEnvironment,
  setEnvironment,
  type NodeClient,
  type PageEvent,
} from '../../../src/stores/environment.ts'

type Answer<T> = () => Result<T> | Promise<Result<T>>

/** A scripted node: each call answers from a function the test can change, and is counted. */
export function fakeNode() {
  const answers = {
    spr: (() => ok('spr:abc')) as Answer<string>,
    activeSlots: (() => ok([])) as Answer<unknown[]>,
    debugInfo: (() => ok({ id: 'peer' })) as Answer<unknown>,
  }
  const calls = { spr: 0, activeSlots: 0, debugInfo: 0 }
  const urls: string[] = []
  const client = (): NodeClient => ({
    spr: async () => (calls.spr++, answers.spr()),
    activeSlots: async () => (calls.activeSlots++, answers.activeSlots()),
    debugInfo: async () => (calls.debugInfo++, answers.debugInfo()),
  })
  const pageListeners = new Set<(event: PageEvent) => void>()
  const page = { visible: true, online: true }
  const reportError = vi.fn()
  setEnvironment({
    createNodeClient: (url) => (urls.push(url), client()),
    reportError,
    pageVisible: () => page.visible,
    online: () => page.online,
    watchPage: (listener) => {
      pageListeners.add(listener)
      return () => pageListeners.delete(listener)
    },
  })
  function firePage(event: PageEvent) {
    if (event === 'hidden' || event === 'visible') page.visible = event === 'visible'
    if (event === 'online' || event === 'offline') page.online = event === 'online'
    for (const listener of pageListeners) listener(event)
  }
  return {
    answers,
    calls,
    urls,
    firePage,
    reportError,
    down: () => fail('fetch failed', { code: 502 }),
  }
}

export { resetEnvironment }
