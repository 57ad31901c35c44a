import { within } from '@testing-library/dom'
import { cleanStores } from 'nanostores'
import { setEnvironment } from '../../../src/stores/page/environment.ts'
import type { NodeClient } from '../../../src/api/node-client.ts'
import { createFakeNode } from '../../support/fake-node.ts'
import { setNodeUrl } from '../../../src/stores/nodes/active-node.ts'
import { DEFAULT_NODE_URL } from '../../../src/lib/urls.ts'
import {
  marketplace,
  debugInfo,
  marketplaceHealth,
  nodeHealth,
  spr,
} from '../../../src/stores/node/status.ts'
import { nodeState } from '../../../src/stores/node/state.ts'
import { nodeProfile } from '../../../src/stores/node/profile.ts'
import { localNetworkBlocked } from '../../../src/stores/node/local-network.ts'
import { migrateNodesOnce } from '../../../src/elements/node-binding.tsx'
import { $activeScope, $pageNode } from '../../../src/stores/nodes/scope.ts'

// A page where the vault ran before: the node list exists, so values a test sets before its
// first element belong to the same node as the element's.
migrateNodesOnce()

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

/**
 * The one fake node (tests/support/fake-node.ts) as every element's node; the rest of the platform
 * stays the browser's own. Returns the node's state (`up`, `marketplace`, `profile`) with its call
 * counts, its scripted answers and the URLs clients were made for.
 */
export function fakeNodeClient() {
  const node = createFakeNode()
  const urls: string[] = []
  // Per address: a query of an earlier test's node may still ask, and must not count as this one's.
  const callsTo = new Map<string, Map<string, number>>()
  function countingFor(url: string): NodeClient {
    const counts = callsTo.get(url) ?? new Map<string, number>()
    callsTo.set(url, counts)
    return new Proxy(node.client, {
      get(client, name: string) {
        const method = Reflect.get(client, name) as unknown
        if (typeof method !== 'function') return method
        return (...args: unknown[]) => {
          counts.set(name, (counts.get(name) ?? 0) + 1)
          return (method as (...args: unknown[]) => unknown).apply(client, args)
        }
      },
    })
  }
  setEnvironment({ createNodeClient: (url) => (urls.push(url), countingFor(url)) })
  return Object.assign(node.state, {
    calls: node.counts,
    urls,
    answers: node.answers,
    /** How often `method` was called on the client made for `url`. */
    callsTo: (url: string, method: keyof NodeClient) => callsTo.get(url)?.get(method) ?? 0,
  })
}

/**
 * Testing-library queries (by role, label, text) scoped to an element's open shadow root, so a test
 * finds what it checks as a user perceives it. Returns queries on an empty fragment until the
 * element has a shadow root.
 */
export function screenOf(element: Element) {
  const root = element.shadowRoot ?? document.createDocumentFragment()
  return within(root as unknown as HTMLElement)
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
  cleanStores(
    nodeState.of($activeScope.get()),
    localNetworkBlocked.of($activeScope.get()),
    spr.of($activeScope.get()),
    marketplace.of($activeScope.get()),
    debugInfo.of($activeScope.get()),
    nodeHealth.of($activeScope.get()),
    marketplaceHealth.of($activeScope.get()),
    nodeProfile.of($activeScope.get()),
  )
  $pageNode.set(null)
  setNodeUrl(DEFAULT_NODE_URL)
  localStorage.clear()
}
