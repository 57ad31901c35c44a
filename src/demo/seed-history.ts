// The demo page's history seed (`npm start -- --history 7d`): once the page knows the line its node
// serves (its first status answer, during onboarding), it stores a scripted past (`demo-history.ts`)
// for the node the page shows, through the same store calls the recorder uses: its `node-url`, or
// without one (the node on the default port) the node the page shows by default. Served only by
// the start script's demo page; no element imports it.
import { lazyModule } from '../lib/lazy-module.ts'

// Loaded when seeding: statically imported, it would move shared chunks into the elements' graphs.
const seeding = lazyModule(() => import('./seed-demo-history.ts'))

const script = document.querySelector<HTMLScriptElement>('script[data-history-span]')
const span = Number(script?.dataset.historySpan)
const nodeUrl = document.querySelector('vault-app')?.getAttribute('node-url') ?? null

if (Number.isFinite(span) && span > 0) {
  void seeding
    .load()
    .then(({ seedWhenKnown }) => seedWhenKnown(nodeUrl, span))
    .catch(() => {
      // No IndexedDB here (a private window): the Analytics section says so itself.
    })
}
