import { useStore } from '@nanostores/react'
import { Suspense, useEffect, useState } from 'react'
import { lazyComponent } from '../../components/lazy/lazy-component.ts'
import { Icon } from '../../components/icon/icon.tsx'
import { startAlertsWhenAnswered } from '../../stores/node/alerts/summary.ts'
import { $bellCount } from '../../stores/page/alertmanager-count.ts'
import { useNodeScope } from '../../stores/react.ts'
import { StyleSheet } from '../../styles/style-sheet.tsx'
import css from './alert-bell.css?inline'

const AlertInbox = lazyComponent(() => import('./alert-inbox.tsx'), 'AlertInbox')

/**
 * The top bar's bell: how many alerts are open (coloured by the worst), and the inbox under it. The
 * rule engine loads once the node has answered; the inbox when it is first opened.
 */
export function AlertBell() {
  const scope = useNodeScope()
  const { open, level } = useStore($bellCount)
  const [shown, setShown] = useState(false)
  useEffect(() => startAlertsWhenAnswered(scope), [scope])
  return (
    <div
      className="alert-bell"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && shown) setShown(false)
      }}
    >
      <StyleSheet name="alert-bell" css={css} />
      <button
        type="button"
        className="top-bar-indicator alert-bell-button"
        data-level={open > 0 ? level : 'none'}
        aria-expanded={shown}
        aria-controls="alert-bell-inbox"
        onClick={() => setShown(!shown)}
      >
        <Icon name="bell" size={18} />
        <span className="alert-bell-label">Alerts</span>
        <span className="alert-bell-count">{open}</span>
        <span className="vault-visually-hidden">{open === 1 ? 'open alert' : 'open alerts'}</span>
      </button>
      {shown && (
        <section id="alert-bell-inbox" className="alert-bell-inbox" aria-label="Alerts">
          <Suspense fallback={<p>Loading the alerts…</p>}>
            <AlertInbox />
          </Suspense>
        </section>
      )}
    </div>
  )
}
