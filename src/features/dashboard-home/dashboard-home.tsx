import { useStore } from '@nanostores/react'
import type { ReactNode } from 'react'
import { nodeProfile, nodeTitleOf } from '../../stores/node/profile.ts'
import { connectionCountOf, ownReachabilityOf } from '../../stores/node/reachability.ts'
import { useNodeStore } from '../../stores/react.ts'
import { $displayName, $emoji } from '../../stores/page/profile.ts'
import { WelcomeCard } from './welcome-card.tsx'
import { VAULT_VERSION } from '../../lib/version.ts'
import { StyleSheet } from '../../styles/style-sheet.tsx'
import css from './dashboard-home.css?inline'

interface DashboardHomeProps {
  /** The cards of other sections, placed by the shell (a feature never imports another). */
  account: ReactNode
  storage: ReactNode
  peers: ReactNode
  /** Whether the node can be reached from the internet. */
  connectivity: ReactNode
  uploader: ReactNode
  download: ReactNode
  manifestFetch: ReactNode
  /** The first files of the list. */
  files: ReactNode
}

/** `/dashboard`: the welcome header, versions and every card of the home page. */
export function DashboardHome({
  account,
  storage,
  peers,
  connectivity,
  uploader,
  download,
  manifestFetch,
  files,
}: DashboardHomeProps) {
  const name = useStore($displayName)
  const emoji = useStore($emoji)
  const profile = useNodeStore(nodeProfile)
  const client = useNodeStore(nodeTitleOf)
  // Only a node that knows its own reachability says it here: no echo service is asked for home.
  const reachability = useNodeStore(ownReachabilityOf)
  const connections = useNodeStore(connectionCountOf)

  return (
    <div className="home" part="base">
      <StyleSheet name="dashboard-home" css={css} />
      <header className="home__header">
        <span className="home__emoji" aria-hidden="true">
          {emoji}
        </span>
        <h2 className="home__welcome">Welcome back{name ? `, ${name}` : ''}</h2>
        <dl className="home__versions">
          <dt>Client</dt>
          <dd>{client ?? (profile.state === 'error' ? 'unknown' : '…')}</dd>
          {reachability && (
            <>
              <dt>Reachability</dt>
              <dd>{reachability.summary}</dd>
            </>
          )}
          {connections !== null && (
            <>
              <dt>Connections</dt>
              <dd>{connections}</dd>
            </>
          )}
          <dt>Vault</dt>
          <dd>
            {VAULT_VERSION} <span className="home__badge">alpha</span>
          </dd>
        </dl>
      </header>
      <div className="home__grid">
        <div className="home__cell">{account}</div>
        <div className="home__cell">{storage}</div>
        <div className="home__cell">{peers}</div>
        <div className="home__cell">
          <WelcomeCard />
        </div>
        <div className="home__cell">{uploader}</div>
        <div className="home__cell home__stack">
          {download}
          {manifestFetch}
        </div>
        <div className="home__cell home__cell--full">{files}</div>
        <div className="home__cell home__cell--full">{connectivity}</div>
      </div>
    </div>
  )
}
