import { vi } from 'vitest'
import { ok, fail, type Result } from '../../../src/api/result.ts'
import type { Slot } from '../../../src/api/schemas/marketplace.ts'
import type { DebugInfo } from '../../../src/api/schemas/node.ts'
import {
  resetEnvironment,
  setEnvironment,
  type NodeClient,
  type PageEvent,
} from '../../../src/stores/environment.ts'

/** A /debug/info answer shaped like a v0.2.0 node's. */
export function sampleDebugInfo(overrides: Partial<DebugInfo> = {}): DebugInfo {
  return {
    id: '16Uiu2HAmJ3TSfPnrJNedHy2DMsjTqwBiVAQQqPo579DuMgGxmG99',
    addrs: ['/ip4/0.0.0.0/tcp/8070'],
    spr: 'spr:CiUIAhIhA',
    announceAddresses: ['/ip4/203.0.113.7/tcp/8070'],
    table: { nodes: [] },
    codex: { version: 'v0.2.0', revision: 'abc' },
    ...overrides,
  }
}

type Answer<T> = () => Result<T> | Promise<Result<T>>

/** A scripted node: each call answers from a function the test can change, and is counted. */
export function fakeNode() {
  const answers = {
    spr: (() => ok('spr:abc')) as Answer<string>,
    activeSlots: (() => ok([])) as Answer<Slot[]>,
    debugInfo: (() => ok(sampleDebugInfo())) as Answer<DebugInfo>,
  }
  const calls = { spr: 0, activeSlots: 0, debugInfo: 0 }
  const urls: string[] = []
  // Only the calls the shell's stores make; a store calling anything else fails loudly.
  const client = (): NodeClient =>
    ({
      spr: async () => (calls.spr++, answers.spr()),
      activeSlots: async () => (calls.activeSlots++, answers.activeSlots()),
      debugInfo: async () => (calls.debugInfo++, answers.debugInfo()),
    }) as Partial<NodeClient> as NodeClient
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
