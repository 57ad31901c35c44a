import { formatBytes } from '../../lib/bytes.ts'
import { formatDate } from '../../lib/dates.ts'
import type { FleetRow } from '../../stores/history/prometheus-fleet-rows.ts'

const STATE_TEXT = { up: 'Up', down: 'Down', unknown: 'Not scraped' }

function stateOf(row: FleetRow): keyof typeof STATE_TEXT {
  if (row.up === null) return 'unknown'
  return row.up ? 'up' : 'down'
}

function usedText(row: FleetRow): string {
  if (row.used === null) return '-'
  const used = formatBytes(BigInt(row.used))
  return row.quota === null ? used : `${used} of ${formatBytes(BigInt(row.quota))}`
}

/** Every node Prometheus scrapes, as it last saw each: one row a node, all from one query. */
export function FleetNodesTable({ rows }: { rows: readonly FleetRow[] }) {
  return (
    <div className="analytics__fleet-wrap" tabIndex={0} role="region" aria-label="Fleet nodes">
      <table className="analytics__fleet">
        <caption>Every node Prometheus scrapes</caption>
        <thead>
          <tr>
            <th scope="col">Node</th>
            <th scope="col">State</th>
            <th scope="col">Used of quota</th>
            <th scope="col">Peers</th>
            <th scope="col">Last scrape</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.node}>
              <th scope="row">{row.node}</th>
              <td data-state={stateOf(row)}>{STATE_TEXT[stateOf(row)]}</td>
              <td>{usedText(row)}</td>
              <td>{row.peers ?? '-'}</td>
              <td>{row.scrapedAt === null ? '-' : formatDate(row.scrapedAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
