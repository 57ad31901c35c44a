import { cleanStores } from 'nanostores'
import { ok, type Result } from '../../../src/api/result.ts'
import type { DebugInfo } from '../../../src/api/schemas/node.ts'
import { setEnvironment, type NodeClient } from '../../../src/stores/environment.ts'
import { DEFAULT_NODE_URL, $nodeUrl } from '../../../src/stores/node.ts'
import {
  $activeSlots,
  $debugInfo,
  $marketplaceHealth,
  $nodeHealth,
  $spr,
} from '../../../src/stores/node-status.ts'

/** Polls `check` until it returns a truthy value (React renders asynchronously). */
export async function waitFor<T>(check: () => T, timeout = 3000): Promise<NonNullable<T>> {
  const start = performance.now()
  for (;;) {
    const value = check()
    if (value) return value
    if (performance.now() - start > timeout) throw new Error(`Timed out: ${String(check)}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

const debugInfo: DebugInfo = {
  id: '16Uiu2HAmJ3TSfPnrJNedHy2DMsjTqwBiVAQQqPo579DuMgGxmG99',
  addrs: ['/ip4/0.0.0.0/tcp/8070'],
  spr: 'spr:CiUIAhIhA',
  announceAddresses: ['/ip4/203.0.113.7/tcp/8070'],
  table: { nodes: [] },
  codex: { version: 'v0.2.0', revision: 'abc' },
}

/** A node that answers from scripts the test changes; counts every call. */
export function fakeNodeClient() {
  const state = {
    up: true,
    marketplace: true,
    calls: { spr: 0, activeSlots: 0, debugInfo: 0 },
    urls: [] as string[],
  }
  const down = <T>(): Result<T> => ({
    error: true,
    data: { message: 'Failed to fetch', code: 502, issues: null, sourceStack: null },
  })
  // Only the calls the shell's stores make.
  const client = {
    spr: async () => (state.calls.spr++, state.up ? ok('spr:test') : down()),
    activeSlots: async () => (
      state.calls.activeSlots++,
      state.up && state.marketplace ? ok([]) : down()
    ),
    debugInfo: async () => (state.calls.debugInfo++, state.up ? ok(debugInfo) : down()),
  } as Partial<NodeClient> as NodeClient
  setEnvironment({ createNodeClient: (url) => (state.urls.push(url), client) })
  return state
}

/** Adds `html` to the page and returns its first element. */
export function mount<T extends Element>(html: string): T {
  const holder = document.createElement('div')
  holder.innerHTML = html
  document.body.append(holder)
  return holder.firstElementChild as T
}

/** Empties the page and brings every shared store back to a first visit. */
export function cleanup(): void {
  document.body.replaceChildren()
  cleanStores($spr, $activeSlots, $debugInfo, $nodeHealth, $marketplaceHealth)
  $nodeUrl.set(DEFAULT_NODE_URL)
  localStorage.clear()
}
