import { useStore } from '@nanostores/react'
import { computed } from 'nanostores'
import { useMemo } from 'react'
import { Button } from '../../components/button/button.tsx'
import { fleetRow, fleetTotals, type FleetRow } from '../../stores/nodes/fleet.ts'
import { $fleetWatch } from '../../stores/nodes/fleet-watch.ts'
import { $nodes, setActiveNode, type RegisteredNode } from '../../stores/nodes/registry.ts'
import { $activeNode, $activeScope, $pageNode } from '../../stores/nodes/scope.ts'
import { FleetCells, marketTotal, space } from './fleet-cells.tsx'

interface FleetTableProps {
  onEdit: (node: RegisteredNode) => void
  onRemove: (node: RegisteredNode) => void
  /** Adds the node the vault shows, which the list does not hold, at its address. */
  onAddShown: (url: string) => unknown
}

/**
 * One row per node: its status, line and version, space, files and peers, and for marketplace
 * nodes its availabilities and purchases in progress, with totals. Each row reads only its own
 * node's stores, so a node that is down or refuses the password fails only its own row; the rows
 * read the fleet watch's nodes, so the table asks nothing the watch does not already ask. With a
 * Prometheus set, each node it scrapes shows its up or down from there (one query for all). The
 * node the vault shows while the list does not hold it (the default address, a page's `node-url`)
 * has a row of its own, marked so, that adds it in one click.
 */
export function FleetTable({ onEdit, onRemove, onAddShown }: FleetTableProps) {
  const nodes = useStore($nodes)
  const watched = useStore($fleetWatch)
  const activeId = useStore($activeNode)?.id
  const activeScope = useStore($activeScope)
  const pageNode = useStore($pageNode)
  const shown = activeId === undefined ? activeScope.binding : null
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
  const shownRow = shown ? rowsByNode.get(shown.key) : undefined
  const rows = [
    ...(shownRow ? [shownRow] : []),
    ...nodes.flatMap((n) => rowsByNode.get(n.id) ?? []),
  ]
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
        {shown ? (
          <tr data-status={shownRow?.status} data-shown="">
            <th scope="row">
              <span className="fleet-name">
                {pageNode ? "This page's node" : 'The default node'}
              </span>
              <span className="fleet-active"> (shown, not in your list)</span>
              <span className="fleet-url">{shown.url}</span>
            </th>
            <FleetCells row={shownRow} />
            <td className="fleet-actions">
              <Button size="small" variant="outline" onClick={() => onAddShown(shown.url)}>
                Add this node
              </Button>
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
              <FleetCells row={row} />
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
          <td data-label="Status">
            {totals.up} of {nodes.length + (shown ? 1 : 0)} up
          </td>
          <td></td>
          <td data-label="Space used">{space(totals)}</td>
          <td data-label="Files">{totals.files}</td>
          <td data-label="Peers">{totals.peers}</td>
          <td data-label="Availabilities">
            {marketTotal(totals, rows.length, totals.availabilities)}
          </td>
          <td data-label="Purchases in progress">
            {marketTotal(totals, rows.length, totals.purchasesInProgress)}
          </td>
          <td></td>
        </tr>
      </tfoot>
    </table>
  )
}
