import { useStore } from '@nanostores/react'
import type { ReactNode } from 'react'
import { $debugInfo } from '../../stores/node-status.ts'
import { $displayName, $emoji } from '../../stores/profile.ts'
import { clientVersion } from './client-version.ts'
import { WelcomeCard } from './welcome-card.tsx'
import '../../components/vault-tags.ts'
import css from './dashboard-home.css?inline'

export const VAULT_VERSION = '0.0.1'

interface DashboardHomeProps {
  /** The Connected Account, Storage and Peers cards, placed by the shell. */
  account: ReactNode
  storage: ReactNode
  peers: ReactNode
}

/** `/dashboard`: the welcome header, versions and every card of the home page. */
export function DashboardHome({ account, storage, peers }: DashboardHomeProps) {
  const name = useStore($displayName)
  const emoji = useStore($emoji)
  const info = useStore($debugInfo)
  const client = info.state === 'ready' ? clientVersion(info.data.codex?.version) : null

  return (
    <div className="home" part="base">
      <style>{css}</style>
      <header className="home__header">
        <span className="home__emoji" aria-hidden="true">
          {emoji}
        </span>
        <h2 className="home__welcome">Welcome back{name ? `, ${name}` : ''}</h2>
        <dl className="home__versions">
          <dt>Client</dt>
          <dd>{client ?? (info.state === 'error' ? 'unknown' : '…')}</dd>
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
        <div className="home__cell home__cell--wide">
          <WelcomeCard />
        </div>
        <div className="home__cell">
          <vault-uploader />
        </div>
        <div className="home__cell home__stack">
          <vault-download />
          <vault-manifest-fetch />
        </div>
        <div className="home__cell home__cell--full">
          <vault-files limit="4" />
        </div>
      </div>
    </div>
  )
}
