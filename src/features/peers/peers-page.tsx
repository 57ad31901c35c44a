import { useStore } from '@nanostores/react'
import { useMemo, type ReactNode } from 'react'
import { Card } from '../../components/card/card.tsx'
import { CopyButton } from '../../components/copy-button/copy-button.tsx'
import { QueryErrorCard } from '../../components/error-card/query-error-card.tsx'
import { ERROR_SUBTITLES } from '../../components/error-card/error-subtitles.ts'
import { SortableTable, type TableColumn } from '../../components/table/sortable-table.tsx'
import { Tooltip } from '../../components/tooltip/tooltip.tsx'
import { formatUnixSeconds } from '../../lib/dates.ts'
import { truncateId } from '../../lib/ids.ts'
import { copyText } from '../../stores/page/clipboard.ts'
import { useNodeOf, useNodeStore } from '../../stores/react.ts'
import { debugInfo } from '../../stores/node/status.ts'
import { compareCountries, peerRows, type PeerRow } from '../../stores/node/peers.ts'
import { StyleSheet } from '../../styles/style-sheet.tsx'
import { ConnectionGauge } from './connection-gauge.tsx'
import { ConnectPeer } from './connect-peer.tsx'
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
    id: 'addresses',
    header: 'Addresses',
    width: 'minmax(12rem, 2fr)',
    compare: (a, b) => (a.addresses[0] ?? '').localeCompare(b.addresses[0] ?? ''),
    render: (peer) => <PeerAddresses addresses={peer.addresses} />,
  },
  {
    id: 'active',
    header: 'Active',
    width: 'minmax(6.5rem, 0.8fr)',
    compare: (a, b) => Number(a.active) - Number(b.active),
    render: (peer) => (peer.active ? 'Active' : 'Inactive'),
  },
]

/** Shown where the node says when it last saw a peer (2026 nodes). */
const LAST_SEEN: TableColumn<PeerRow> = {
  id: 'last-seen',
  header: 'Last seen',
  width: 'minmax(11rem, 1.2fr)',
  compare: (a, b) => (a.lastSeen ?? -1) - (b.lastSeen ?? -1),
  render: (peer) => (peer.lastSeen === null ? 'Never' : formatUnixSeconds(peer.lastSeen)),
}

/** The first address in the row; the others on hover or focus, as a row has one line. */
function PeerAddresses({ addresses }: { addresses: readonly string[] }) {
  const [first, ...others] = addresses
  if (first === undefined) return <span className="peers__muted">None known</span>
  return (
    <span className="peers__addresses">
      <span className="peers__address" title={first}>
        {first}
      </span>
      {others.length > 0 && <Tooltip text={addresses.join(', ')}>+{others.length} more</Tooltip>}
    </span>
  )
}

/** The Peers page: the world map (from the shell), the connection gauge and every peer. */
export function PeersPage({ map }: { map: ReactNode }) {
  const $debugInfo = useNodeOf(debugInfo)
  const info = useStore($debugInfo)
  const rows = useNodeStore(peerRows)
  const active = useMemo(() => rows.filter((row) => row.active).length, [rows])
  const columns = useMemo(
    () => (rows.some((row) => row.lastSeen !== null) ? [...COLUMNS, LAST_SEEN] : COLUMNS),
    [rows],
  )

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
        columns={columns}
        rows={rows}
        rowKey={(peer) => peer.peerId}
        emptyText={info.state === 'loading' ? 'Loading the peers…' : undefined}
      />
      <ConnectPeer />
    </div>
  )
}
