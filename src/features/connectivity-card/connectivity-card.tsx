import { Card } from '../../components/card/card.tsx'
import { CardAction } from '../../components/card/card-action.tsx'
import { ConnectivityReport } from '../../components/connectivity/connectivity-report.tsx'
import { ownConnectivity } from '../../stores/node/connectivity.ts'
import { navigate, ROUTES } from '../../stores/page/router.ts'
import { useNodeStore } from '../../stores/react.ts'
import { StyleSheet } from '../../styles/style-sheet.tsx'
import css from './connectivity-card.css?inline'

/** The home page's connectivity check: reachable or not, the score, what to do; Details opens Settings. */
export function ConnectivityCard() {
  const connectivity = useNodeStore(ownConnectivity)
  return (
    <Card
      title="Connectivity"
      className="connectivity-card"
      part="base"
      actions={<CardAction onClick={() => navigate(ROUTES.settings)}>Details</CardAction>}
    >
      <StyleSheet name="connectivity-card" css={css} />
      <ConnectivityReport connectivity={connectivity} brief />
    </Card>
  )
}
