import { useStore } from '@nanostores/react'
import { computed } from 'nanostores'
import { useMemo } from 'react'
import { Button } from '../../components/button/button.tsx'
import { formatBytes } from '../../lib/bytes.ts'
import { fleetRow, fleetTotals, type FleetRow } from '../../stores/nodes/fleet.ts'
import { $fleetWatch } from '../../stores/nodes/fleet-watch.ts'
import { $nodes, setActiveNode, type RegisteredNode } from '../../stores/nodes/registry.ts'
import { $activeNode } from '../../stores/nodes/scope.ts'

interface FleetTableProps {
  onEdit: (node: RegisteredNode) => void
  onRemove: (node: RegisteredNode) => void
}

const count = (value: number | null) => (value === null ? '–' : String(value))

function space(row: Pick<FleetRow, 'usedBytes' | 'quotaBytes'>): string {
  if (row.usedBytes === null || row.quotaBytes === null) return '–'
  return `${formatBytes(row.usedBytes)} of ${formatBytes(row.quotaBytes)}`
}

/**
 * One row per node: its status, line and version, space, files and peers, and for marketplace
 * nodes its availabilities and purchases in progress, with totals. Each row reads only its own
 * node's stores, so a node that is down or refuses the password fails only its own row; the rows
 * read the fleet watch's nodes, so the table asks nothing the watch does not already ask. With a
 * Prometheus set, each node it scrapes shows its up or down from there (one query for all).
 */
export function FleetTable({ onEdit, onRemove }: FleetTableProps) {
  const nodes = useStore($nodes)
  const watched = useStore($fleetWatch)
  const activeId = useStore($activeNode)?.id
  const $rows = useMemo(
    () =>
      computed(
        watched.map(({ scope }) => fleetRow.of(scope)),
        (...rows: FleetRow[]) =>
          new Map(watched.map(({ scope }, index) => [scope.binding.key, rows[index]!])),
      ),
    [watched],
  )
  const rowsByNode = useStore($rows)
  const rows = nodes.flatMap((node) => rowsByNode.get(node.id) ?? [])
  const totals = fleetTotals(rows)
  return (
    <table className="fleet-table" aria-label="Your nodes">
      <thead>
        <tr>
          <th scope="col">Node</th>
          <th scope="col">Status</th>
          <th scope="col">Line and version</th>
          <th scope="col">Space used</th>
          <th scope="col">Files</th>
          <th scope="col">Peers</th>
          <th scope="col">Availabilities</th>
          <th scope="col">Purchases in progress</th>
          <th scope="col">Actions</th>
        </tr>
      </thead>
      <tbody>
        {nodes.length === 0 ? (
          <tr>
            <td colSpan={9}>
              No node in your list yet: add yours below. Until then the vault shows the node at its
              default address.
            </td>
          </tr>
        ) : null}
        {nodes.map((node) => {
          const row = rowsByNode.get(node.id)
          return (
            <tr key={node.id} data-status={row?.status}>
              <th scope="row">
                <span className="fleet-name">{node.name}</span>
                {node.id === activeId ? <span className="fleet-active"> (active)</span> : null}
                <span className="fleet-url">{node.url}</span>
              </th>
              <td>
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
              <td>{row?.title ?? '–'}</td>
              <td>{row ? space(row) : '–'}</td>
              <td>{count(row?.files ?? null)}</td>
              <td>{count(row?.peers ?? null)}</td>
              <td>
                {row?.marketplace === false ? 'no marketplace' : count(row?.availabilities ?? null)}
              </td>
              <td>
                {row?.marketplace === false
                  ? 'no marketplace'
                  : count(row?.purchasesInProgress ?? null)}
              </td>
              <td className="fleet-actions">
                {node.id === activeId ? null : (
                  <Button
                    size="small"
                    variant="outline"
                    onClick={() => setActiveNode(node.id)}
                    aria-label={`Make ${node.name} the active node`}
                  >
                    Make active
                  </Button>
                )}
                <Button
                  size="small"
                  variant="ghost"
                  onClick={() => onEdit(node)}
                  aria-label={`Edit ${node.name}`}
                >
                  Edit
                </Button>
                <Button
                  size="small"
                  variant="ghost"
                  onClick={() => onRemove(node)}
                  aria-label={`Remove ${node.name}`}
                >
                  Remove
                </Button>
              </td>
            </tr>
          )
        })}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">Total</th>
          <td>
            {totals.up} of {nodes.length} up
          </td>
          <td></td>
          <td>{space(totals)}</td>
          <td>{totals.files}</td>
          <td>{totals.peers}</td>
          <td>{totals.availabilities}</td>
          <td>{totals.purchasesInProgress}</td>
          <td></td>
        </tr>
      </tfoot>
    </table>
  )
}
