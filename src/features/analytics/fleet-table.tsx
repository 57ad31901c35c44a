import { formatBytes } from '../../lib/bytes.ts'
import { GAUGE } from '../../stores/history/buckets.ts'
import type { ShownHistory } from '../../stores/history/history-section.ts'
import { percent } from './node-summary.tsx'

/** Every node's range side by side, with the fleet's totals. */
export function FleetTable({ nodes }: { nodes: readonly ShownHistory[] }) {
  const total = (key: string) =>
    nodes.reduce((sum, node) => sum + BigInt(node.latest[key] ?? '0'), 0n)
  return (
    <table className="analytics__fleet">
      <caption>All nodes</caption>
      <thead>
        <tr>
          <th scope="col">Node</th>
          <th scope="col">Uptime</th>
          <th scope="col">Used</th>
          <th scope="col">Files</th>
          <th scope="col">Peers</th>
        </tr>
      </thead>
      <tbody>
        {nodes.map((node) => (
          <tr key={node.node}>
            <th scope="row">{node.name}</th>
            <td>{percent(node.uptime)}</td>
            <td>{formatBytes(BigInt(node.latest[GAUGE.quotaUsed] ?? '0'))}</td>
            <td>{node.latest[GAUGE.files] ?? '-'}</td>
            <td>{node.latest[GAUGE.peers] ?? '-'}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">Total</th>
          <td />
          <td>{formatBytes(total(GAUGE.quotaUsed))}</td>
          <td>{total(GAUGE.files).toString()}</td>
          <td>{total(GAUGE.peers).toString()}</td>
        </tr>
      </tfoot>
    </table>
  )
}
