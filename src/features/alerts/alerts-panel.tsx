import { Suspense } from 'react'
import { lazyComponent } from '../../components/lazy/lazy-component.ts'
import { nodeState } from '../../stores/node/state.ts'
import { useNodeStore } from '../../stores/react.ts'

const AlertInbox = lazyComponent(() => import('./alert-inbox.tsx'), 'AlertInbox')

/**
 * The alerts element's content: the inbox (loaded with the rule engine on first render), watching the
 * node's status as the top bar does (the same poll, shared with every element of the page).
 */
export function AlertsPanel() {
  useNodeStore(nodeState)
  return (
    <Suspense fallback={<p>Loading the alerts…</p>}>
      <AlertInbox />
    </Suspense>
  )
}
