import type { ReactNode } from 'react'
import { useStore } from '@nanostores/react'
import { Button } from '../../components/button/button.tsx'
import { StyleSheet } from '../../styles/style-sheet.tsx'
import { nodeState as nodeStateOf } from '../../stores/node/state.ts'
import { nodeTitleOf } from '../../stores/node/profile.ts'
import { marketplaceHealth } from '../../stores/node/status.ts'
import { LOCAL_NETWORK_BLOCKED } from '../../lib/address-space.ts'
import { $online } from '../../stores/page/online.ts'
import { navigate, ROUTES } from '../../stores/page/router.ts'
import { openSideMenu } from '../../stores/page/side-menu.ts'
import css from './top-bar.css?inline'
import { NodeSwitcher } from './node-switcher.tsx'
import { useNodeStore } from '../../stores/react.ts'

const NODE_TEXT = {
  checking: 'Checking',
  up: 'Connected',
  'marketplace-off': 'Marketplace off',
  down: 'Node down',
  blocked: 'Blocked by the browser',
} as const

/**
 * The dot's colour: a Codex node started without its marketplace (no persistence) is no fault, only
 * a fact; a line with no marketplace at all is simply up (see `nodeState`).
 */
function indicatorState(nodeState: keyof typeof NODE_TEXT, marketplaceAbsent: boolean) {
  if (nodeState === 'up') return 'ok'
  if (nodeState === 'down') return 'failed'
  return nodeState === 'marketplace-off' && marketplaceAbsent ? 'off' : 'warning'
}

/**
 * The section's name and description, the mock wallet badge, and the network and node status with
 * the detected node ("Logos Storage 0.4.4"), and the alerts bell.
 */
export function TopBar({
  title,
  description,
  alerts,
}: {
  title: string
  description: string
  /** The alerts bell (the app gives it). */
  alerts?: ReactNode
}) {
  const online = useStore($online)
  const nodeState = useNodeStore(nodeStateOf)
  const nodeTitle = useNodeStore(nodeTitleOf)
  const marketplaceAbsent = useNodeStore(marketplaceHealth) === 'off'
  const degraded = !online || nodeState === 'down' || nodeState === 'blocked'
  return (
    <header className="top-bar" data-degraded={degraded}>
      <StyleSheet name="top-bar" css={css} />
      <Button
        variant="ghost"
        icon="menu"
        aria-label="Open menu"
        className="top-bar-menu"
        onClick={openSideMenu}
      />
      <div className="top-bar-title">
        <h1>{title}</h1>
        <p>{description}</p>
      </div>
      <div className="top-bar-wallet" aria-label="Wallet (demo)" role="group">
        <span className="top-bar-network-name">Mainnet</span>
        <span>moodeng.eth</span>
        <span className="top-bar-connected">Connected</span>
      </div>
      <div className="top-bar-status">
        <NodeSwitcher />
        {alerts}
        <span className="top-bar-indicator" data-state={online ? 'ok' : 'failed'}>
          <span className="top-bar-dot" aria-hidden="true" />
          Network: {online ? 'Online' : 'Offline'}
        </span>
        <button
          type="button"
          className="top-bar-indicator top-bar-node"
          data-state={indicatorState(nodeState, marketplaceAbsent)}
          title={nodeState === 'blocked' ? LOCAL_NETWORK_BLOCKED : undefined}
          onClick={() => navigate(ROUTES.settings)}
        >
          <span className="top-bar-dot" aria-hidden="true" />
          Node: {NODE_TEXT[nodeState]}
          {nodeTitle && nodeState !== 'down' && nodeState !== 'blocked' && (
            <span className="top-bar-node-name"> · {nodeTitle}</span>
          )}
        </button>
      </div>
    </header>
  )
}
