import type { AlertEventDetail } from '../../stores/node/alerts/alert-event.ts'
import { nodeState } from '../../stores/node/state.ts'
import { useNodeStore } from '../../stores/react.ts'
import { AlertInbox } from './alert-inbox.tsx'

/**
 * `<vault-alerts>`' content: the inbox, watching the node's status as the top bar does (the same
 * poll, shared with every element of the page); every other rule hears the answers the page's
 * other elements get.
 */
export function AlertsPanel({ onAlert }: { onAlert?: (detail: AlertEventDetail) => void }) {
  useNodeStore(nodeState)
  return <AlertInbox onAlert={onAlert} />
}
