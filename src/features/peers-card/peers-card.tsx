import { useStore } from '@nanostores/react'
import { useMemo } from 'react'
import { Card } from '../../components/card/card.tsx'
import { CardAction } from '../../components/card/card-action.tsx'
import { useNodeOf, useNodeStore } from '../../stores/react.ts'
import { debugInfo } from '../../stores/node/status.ts'
import { isActivePeer } from '../../stores/node/peer-activity.ts'
import { nodeLocation, peerLocations, type PeerLocation } from '../../stores/node/peer-locations.ts'
import { navigate, ROUTES } from '../../stores/page/router.ts'
import { PeersMap, type MapPin } from './peers-map.tsx'
import { QueryErrorCard } from '../../components/error-card/query-error-card.tsx'
import { ERROR_SUBTITLES } from '../../components/error-card/error-subtitles.ts'
import { StyleSheet } from '../../styles/style-sheet.tsx'
import css from './peers-card.css?inline'
import { Sparkline } from '../../components/sparkline/sparkline.tsx'
import { sparklines } from '../../stores/history/sparklines.ts'

/** One pin per place, sized by how many peers are there. */
function pinsOf(locations: readonly PeerLocation[]): MapPin[] {
  const pins = new Map<string, MapPin>()
  for (const peer of locations) {
    const key = `${peer.latitude.toFixed(1)},${peer.longitude.toFixed(1)}`
    const pin = pins.get(key)
    if (pin) pin.count += 1
    else pins.set(key, { key, latitude: peer.latitude, longitude: peer.longitude, count: 1 })
  }
  return [...pins.values()]
}

/** The world map of every located peer, for the Peers page. */
export function PeersWorldMap() {
  const locations = useNodeStore(peerLocations)
  const own = useNodeStore(nodeLocation)
  const pins = useMemo(() => pinsOf(locations), [locations])
  return (
    <>
      <StyleSheet name="peers-card" css={css} />
      <PeersMap
        pins={pins}
        own={own}
        label={`World map of ${locations.length} located peer${locations.length === 1 ? '' : 's'}${own ? ' and of this node' : ''}`}
      />
    </>
  )
}

/** The Peers card: a small map of the node's peers and how many are active; Details opens Peers. */
export function PeersCard() {
  const $debugInfo = useNodeOf(debugInfo)
  const info = useStore($debugInfo)
  const locations = useNodeStore(peerLocations)
  const pins = useMemo(() => pinsOf(locations), [locations])
  const peers = info.state === 'ready' ? info.data.peers : []
  const active = peers.filter((peer) => isActivePeer(peer)).length
  const trend = useStore(useNodeOf(sparklines).peers)

  return (
    <Card
      title="Peers"
      className="peers-card"
      part="base"
      actions={<CardAction onClick={() => navigate(ROUTES.peers)}>Details</CardAction>}
    >
      <StyleSheet name="peers-card" css={css} />
      <PeersMap
        pins={pins}
        label={`World map of ${locations.length} located peer${locations.length === 1 ? '' : 's'}`}
      />
      <QueryErrorCard
        query={info}
        subtitle={ERROR_SUBTITLES.retrieveData}
        onRetry={() => void $debugInfo.refetch()}
      />
      {info.state !== 'error' && (
        <p className="peers-card__count">
          <strong>{info.state === 'loading' ? '…' : active}</strong> active peer
          {active === 1 ? '' : 's'}
          {peers.length > 0 && ` of ${peers.length}`}
        </p>
      )}
      {trend && (
        <Sparkline
          points={trend}
          label={`Peers over the last 24 hours: ${trend.find((point) => point !== null) ?? 0} to ${trend.findLast((point) => point !== null) ?? 0}`}
        />
      )}
    </Card>
  )
}
