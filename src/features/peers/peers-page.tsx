import { useStore } from '@nanostores/react'
import { useEffect, useMemo, type ReactNode } from 'react'
import { Card } from '../../components/card/card.tsx'
import { CopyButton } from '../../components/copy-button/copy-button.tsx'
import { QueryErrorCard } from '../../components/error-card/query-error-card.tsx'
import { ERROR_SUBTITLES } from '../../components/error-card/error-subtitles.ts'
import { SortableTable, type TableColumn } from '../../components/table/sortable-table.tsx'
import { truncateId } from '../../lib/ids.ts'
import { copyText } from '../../stores/clipboard.ts'
import { $debugInfo } from '../../stores/node-status.ts'
import { $peerRows, compareCountries, type PeerRow } from '../../stores/peers.ts'
import { StyleSheet } from '../../styles/style-sheet.tsx'
import { ConnectionGauge } from './connection-gauge.tsx'
import css from './peers-page.css?inline'

const PLACE_TEXT: Record<PeerRow['place'], string> = {
  located: '',
  'no address': 'No address known',
  unknown: 'Location unknown',
}

const COLUMNS: TableColumn<PeerRow>[] = [
  {
    id: 'country',
    header: 'Country',
    width: 'minmax(10rem, 1.2fr)',
    compare: compareCountries,
    render: (peer) =>
      peer.country ? (
        <span>
          {peer.flag && <span aria-hidden="true">{peer.flag} </span>}
          {peer.country}
        </span>
      ) : (
        PLACE_TEXT[peer.place] || 'Unknown country'
      ),
  },
  {
    id: 'peer',
    header: 'Peer id',
    width: 'minmax(11rem, 2fr)',
    compare: (a, b) => a.peerId.localeCompare(b.peerId),
    render: (peer) => (
      <span className="peers__id">
        <span title={peer.peerId}>{truncateId(peer.peerId)}</span>
        <CopyButton
          iconOnly
          variant="ghost"
          label={`Copy the peer id ${truncateId(peer.peerId)}`}
          onCopy={() => copyText(peer.peerId)}
        />
      </span>
    ),
  },
  {
    id: 'active',
    header: 'Active',
    width: 'minmax(6.5rem, 0.8fr)',
    compare: (a, b) => Number(a.active) - Number(b.active),
    render: (peer) => (peer.active ? 'Active' : 'Inactive'),
  },
]

/** The Peers page: the world map (from the shell), the connection gauge and every peer. */
export function PeersPage({ map }: { map: ReactNode }) {
  const info = useStore($debugInfo)
  useEffect(() => $debugInfo.refetchIfIdle(), [])
  const rows = useStore($peerRows)
  const active = useMemo(() => rows.filter((row) => row.active).length, [rows])

  return (
    <div className="peers" part="base">
      <StyleSheet name="peers" css={css} />
      <QueryErrorCard
        query={info}
        subtitle={ERROR_SUBTITLES.retrieveData}
        onRetry={() => void $debugInfo.refetch()}
      />
      <div className="peers__top">
        <Card title="Peer locations" className="peers__map">
          {map}
          <ul className="peers__legend" aria-label="Pin sizes">
            <li data-bucket="1-3">1-3 peers</li>
            <li data-bucket="3-5">3-5 peers</li>
            <li data-bucket="5+">5+ peers</li>
            <li data-bucket="own">This node</li>
          </ul>
        </Card>
        <Card title="Connections" className="peers__gauge">
          <ConnectionGauge active={active} total={rows.length} />
        </Card>
      </div>
      <SortableTable
        label="Peers"
        columns={COLUMNS}
        rows={rows}
        rowKey={(peer) => peer.peerId}
        emptyText={info.state === 'loading' ? 'Loading the peers…' : undefined}
      />
    </div>
  )
}
