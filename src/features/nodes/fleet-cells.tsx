import { formatBytes } from '../../lib/bytes.ts'
import type { FleetRow, FleetTotals } from '../../stores/nodes/fleet.ts'

const count = (value: number | null) => (value === null ? '–' : String(value))

/** A node without a marketplace has no availabilities or purchases: said in words, never 0. */
const NONE_WITHOUT_MARKETPLACE = {
  line: 'none (no marketplace)',
  off: 'none (marketplace off)',
} as const

function marketCount(row: FleetRow | undefined, value: number | null): string {
  return row?.noMarketplace ? NONE_WITHOUT_MARKETPLACE[row.noMarketplace] : count(value)
}

/** The totals' count, or "none" when no node of the table has a marketplace. */
export function marketTotal(totals: FleetTotals, rows: number, value: number): string {
  return rows > 0 && totals.marketplaces === 0 ? 'none' : String(value)
}

export function space(row: Pick<FleetRow, 'usedBytes' | 'quotaBytes'>): string {
  if (row.usedBytes === null || row.quotaBytes === null) return '–'
  return `${formatBytes(row.usedBytes)} of ${formatBytes(row.quotaBytes)}`
}

/** A node's cells between its name and its actions: status, line, space, files, peers, market. */
export function FleetCells({ row }: { row: FleetRow | undefined }) {
  return (
    <>
      <td data-label="Status">
        <span
          className="fleet-status"
          title={
            row?.statusSource === 'Prometheus'
              ? "Prometheus's last scrape of the node"
              : "The node's own answer to the vault"
          }
        >
          {row?.status ?? 'checking'}
        </span>
        {row?.statusSource === 'Prometheus' ? (
          <span className="fleet-source">from Prometheus</span>
        ) : null}
        {row?.problem && row.status !== 'up' ? (
          <span className="fleet-problem">{row.problem}</span>
        ) : null}
      </td>
      <td data-label="Line and version">{row?.title ?? '–'}</td>
      <td data-label="Space used">{row ? space(row) : '–'}</td>
      <td data-label="Files">{count(row?.files ?? null)}</td>
      <td data-label="Peers">{count(row?.peers ?? null)}</td>
      <td data-label="Availabilities">{marketCount(row, row?.availabilities ?? null)}</td>
      <td data-label="Purchases in progress">
        {marketCount(row, row?.purchasesInProgress ?? null)}
      </td>
    </>
  )
}
