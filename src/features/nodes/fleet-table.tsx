import { useStore } from '@nanostores/react'
import { computed } from 'nanostores'
import { useEffect, useMemo } from 'react'
import { Button } from '../../components/button/button.tsx'
import { formatBytes } from '../../lib/bytes.ts'
import { fleetRow, fleetTotals, type FleetRow } from '../../stores/nodes/fleet.ts'
import { $nodes, setActiveNode, type RegisteredNode } from '../../stores/nodes/registry.ts'
import { $activeNode, holdScope, scopeOfNode } from '../../stores/nodes/scope.ts'

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
 * node's stores, so a node that is down or refuses the password fails only its own row; the
 * queries poll only while the table is shown and are shared with any element of the same node.
 */
export function FleetTable({ onEdit, onRemove }: FleetTableProps) {
  const nodes = useStore($nodes)
  const active = useStore($activeNode)
  const activeId = active?.id
  const scopes = useMemo(
    () => nodes.map((node) => ({ node, scope: scopeOfNode(node.id) })),
    // The active node's scope differs from the others': choose again when it changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [nodes, activeId],
  )
  useEffect(() => {
    const releases = scopes.map(({ scope }) => (scope ? holdScope(scope) : () => {}))
    return () => releases.forEach((release) => release())
  }, [scopes])
  const $rows = useMemo(
    () =>
      computed(
        scopes.flatMap(({ scope }) => (scope ? [fleetRow.of(scope)] : [])),
        (...rows: FleetRow[]) => rows,
      ),
    [scopes],
  )
  const rows = useStore($rows)
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
        {scopes.length === 0 ? (
          <tr>
            <td colSpan={9}>
              No node in your list yet: add yours below. Until then the vault shows the node at its
              default address.
            </td>
          </tr>
        ) : null}
        {scopes.map(({ node }, index) => {
          const row = rows[index]
          return (
            <tr key={node.id} data-status={row?.status}>
              <th scope="row">
                <span className="fleet-name">{node.name}</span>
                {node.id === activeId ? <span className="fleet-active"> (active)</span> : null}
                <span className="fleet-url">{node.url}</span>
              </th>
              <td>
                <span className="fleet-status">{row?.status ?? 'checking'}</span>
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
            {totals.up} of {rows.length} up
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
