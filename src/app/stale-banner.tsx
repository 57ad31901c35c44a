import { useStore } from '@nanostores/react'
import { nodeHealth } from '../stores/node/status.ts'
import { $online } from '../stores/page/online.ts'
import { useNodeStore } from '../stores/react.ts'

/** Says why the pages may show old data while the network or the node is away. */
export function StaleBanner() {
  const online = useStore($online)
  const node = useNodeStore(nodeHealth)
  const message = !online
    ? 'You are offline. The pages show the last data they received and refresh when the connection is back.'
    : node === 'down'
      ? 'The node is not responding. The pages show the last data they received and refresh by themselves when it is back.'
      : undefined
  return (
    <div className="stale-banner" role="status">
      {message ? <p>{message}</p> : null}
    </div>
  )
}
