// The demo page's history seed (`npm start -- --history 7d`): on the first open, before the recorder
// has written anything for the demo's node, it stores a scripted past (`demo-history.ts`) as a
// series named `demo`, through the same store calls the recorder uses. Served only by the start
// script's demo page; no element imports it.
import { lazyModule } from '../lib/lazy-module.ts'

// Loaded when seeding: statically imported, it would move shared chunks into the elements' graphs.
const seeding = lazyModule(() => import('./seed-demo-history.ts'))

const script = document.querySelector<HTMLScriptElement>('script[data-history-span]')
const span = Number(script?.dataset.historySpan)
const nodeUrl = document.querySelector('vault-app')?.getAttribute('node-url')

/** The demo node's key and line once the page knows them (onboarded, first status answer). */
function demoNode(): { key: string; line: string } | null {
  try {
    const nodes = JSON.parse(localStorage.getItem('codex-nodes') ?? '[]') as unknown
    const lines = JSON.parse(localStorage.getItem('codex-node-lines') ?? '{}') as unknown
    if (!Array.isArray(nodes) || typeof lines !== 'object' || lines === null) return null
    const node = nodes.find((each: { url?: unknown }) => each?.url === nodeUrl) as
      { id?: unknown } | undefined
    const line = (lines as Record<string, unknown>)[nodeUrl ?? '']
    if (typeof node?.id !== 'string' || typeof line !== 'string') return null
    return { key: node.id, line }
  } catch {
    return null
  }
}

if (Number.isFinite(span) && span > 0 && nodeUrl) {
  const timer = setInterval(() => {
    const node = demoNode()
    if (!node) return
    clearInterval(timer)
    void seeding
      .load()
      .then(({ seedDemoHistory }) => seedDemoHistory(node.key, node.line, span))
      .catch(() => {
        // No IndexedDB here (a private window): the Analytics section says so itself.
      })
  }, 500)
}
